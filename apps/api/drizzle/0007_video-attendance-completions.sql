CREATE TYPE "public"."media_provider" AS ENUM('LOCAL', 'MUX');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'RATING', 'FREE_TEXT');--> statement-breakpoint
CREATE TYPE "public"."questionnaire_kind" AS ENUM('EVALUATION', 'KNOWLEDGE_CHECK');--> statement-breakpoint
CREATE TABLE "attendance_checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"ordinal" smallint NOT NULL,
	"moment_seconds" real NOT NULL,
	"code" text NOT NULL,
	"codes_shown" smallint DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	CONSTRAINT "attendance_checkpoints_enrollment_ordinal" UNIQUE("enrollment_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "course_media" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"provider" "media_provider" NOT NULL,
	"asset_key" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"chapters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"captions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_media_duration_positive" CHECK ("course_media"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "watch_progress" (
	"enrollment_id" uuid PRIMARY KEY NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" real DEFAULT 0 NOT NULL,
	"progress_percent" smallint DEFAULT 0 NOT NULL,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"credit_clock_at" timestamp with time zone,
	"sessions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"heartbeats" integer DEFAULT 0 NOT NULL,
	"first_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"type" "question_type" NOT NULL,
	"prompt" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_option_ids" jsonb,
	"explanation" text,
	"scale_max" smallint,
	"scale_low_label" text,
	"scale_high_label" text,
	CONSTRAINT "questionnaire_questions_position" UNIQUE("questionnaire_id","position")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt" smallint NOT NULL,
	"answers" jsonb NOT NULL,
	"score_percent" smallint,
	"passed" boolean,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_responses_attempt" UNIQUE("questionnaire_id","user_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"kind" "questionnaire_kind" NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pass_percent" smallint,
	"max_attempts" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_course_kind" UNIQUE("course_id","kind")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"completion_id" uuid NOT NULL,
	"number" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "certificates_completion_id_unique" UNIQUE("completion_id"),
	CONSTRAINT "certificates_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"attendee_name" text NOT NULL,
	"bar_numbers" jsonb NOT NULL,
	"credits" jsonb NOT NULL,
	"coverage_percent" real NOT NULL,
	"verification_method" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"attended_from" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "completions_enrollment_id_unique" UNIQUE("enrollment_id")
);
--> statement-breakpoint
ALTER TABLE "attendance_checkpoints" ADD CONSTRAINT "attendance_checkpoints_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_media" ADD CONSTRAINT "course_media_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_completion_id_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_responses_user_idx" ON "questionnaire_responses" USING btree ("user_id","questionnaire_id");--> statement-breakpoint
CREATE INDEX "completions_user_idx" ON "completions" USING btree ("user_id","completed_at");