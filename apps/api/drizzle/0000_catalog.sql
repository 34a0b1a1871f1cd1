CREATE TYPE "public"."approval_status" AS ENUM('APPROVED', 'PENDING');--> statement-breakpoint
CREATE TYPE "public"."course_format" AS ENUM('ON_DEMAND', 'LIVE');--> statement-breakpoint
CREATE TYPE "public"."course_level" AS ENUM('BEGINNER', 'INTERMEDIATE', 'ADVANCED');--> statement-breakpoint
CREATE TYPE "public"."credit_category" AS ENUM('GENERAL', 'ETHICS', 'ELIMINATION_OF_BIAS', 'TECHNOLOGY', 'SKILLS', 'LAW_PRACTICE_MANAGEMENT', 'WELLNESS');--> statement-breakpoint
CREATE TYPE "public"."credit_type" AS ENUM('CLE', 'SBA', 'PARALEGAL_CLE', 'CPD');--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"minutes_per_credit_hour" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jurisdictions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "practice_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_areas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "course_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"jurisdiction_id" uuid NOT NULL,
	"credit_type" "credit_type" NOT NULL,
	"category" "credit_category" NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"approval_status" "approval_status" DEFAULT 'PENDING' NOT NULL,
	"accreditation_number" text,
	CONSTRAINT "course_credits_unique" UNIQUE("course_id","jurisdiction_id","credit_type","category"),
	CONSTRAINT "course_credits_hours_positive" CHECK ("course_credits"."hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "course_practice_areas" (
	"course_id" uuid NOT NULL,
	"practice_area_id" uuid NOT NULL,
	CONSTRAINT "course_practice_areas_course_id_practice_area_id_pk" PRIMARY KEY("course_id","practice_area_id")
);
--> statement-breakpoint
CREATE TABLE "course_speakers" (
	"course_id" uuid NOT NULL,
	"speaker_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_speakers_course_id_speaker_id_pk" PRIMARY KEY("course_id","speaker_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"format" "course_format" NOT NULL,
	"level" "course_level" NOT NULL,
	"duration_minutes" integer NOT NULL,
	"live_starts_at" timestamp with time zone,
	"thumbnail_url" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "courses_duration_positive" CHECK ("courses"."duration_minutes" > 0),
	CONSTRAINT "courses_live_has_start" CHECK (("courses"."format" = 'LIVE') = ("courses"."live_starts_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"bio" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_credits" ADD CONSTRAINT "course_credits_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_credits" ADD CONSTRAINT "course_credits_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_practice_areas" ADD CONSTRAINT "course_practice_areas_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_practice_areas" ADD CONSTRAINT "course_practice_areas_practice_area_id_practice_areas_id_fk" FOREIGN KEY ("practice_area_id") REFERENCES "public"."practice_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_speakers" ADD CONSTRAINT "course_speakers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_speakers" ADD CONSTRAINT "course_speakers_speaker_id_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_credits_type_jurisdiction_idx" ON "course_credits" USING btree ("credit_type","jurisdiction_id","course_id");--> statement-breakpoint
CREATE INDEX "course_credits_jurisdiction_idx" ON "course_credits" USING btree ("jurisdiction_id","course_id");--> statement-breakpoint
CREATE INDEX "course_practice_areas_area_idx" ON "course_practice_areas" USING btree ("practice_area_id");--> statement-breakpoint
CREATE INDEX "courses_published_title_idx" ON "courses" USING btree ("published","title");--> statement-breakpoint
CREATE INDEX "courses_published_at_idx" ON "courses" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "courses_live_starts_at_idx" ON "courses" USING btree ("live_starts_at");