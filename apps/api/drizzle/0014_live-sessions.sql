CREATE TYPE "public"."live_registration_status" AS ENUM('REGISTERED', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."live_room_kind" AS ENUM('BUILT_IN', 'ZOOM_MEETING', 'ZOOM_WEBINAR');--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "live_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"status" "live_registration_status" DEFAULT 'REGISTERED' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "live_registrations_session_user_unique" UNIQUE("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"room" "live_room_kind" DEFAULT 'BUILT_IN' NOT NULL,
	"zoom_number" text,
	"zoom_passcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_sessions_course_start_unique" UNIQUE("course_id","starts_at"),
	CONSTRAINT "live_sessions_duration_positive" CHECK ("live_sessions"."duration_minutes" > 0),
	CONSTRAINT "live_sessions_capacity_positive" CHECK ("live_sessions"."capacity" > 0),
	CONSTRAINT "live_sessions_zoom_has_number" CHECK ("live_sessions"."room" = 'BUILT_IN' or "live_sessions"."zoom_number" ~ '^[0-9]{6,14}$')
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "live_repeat_every_minutes" integer;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_registrations_one_per_course" ON "live_registrations" USING btree ("user_id","course_id") WHERE "live_registrations"."status" = 'REGISTERED';--> statement-breakpoint
CREATE INDEX "live_registrations_session_status_idx" ON "live_registrations" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "live_sessions_starts_at_idx" ON "live_sessions" USING btree ("starts_at");--> statement-breakpoint
-- Every live course had one start: it becomes the course's first session (built-in room, default capacity).
INSERT INTO "live_sessions" ("course_id", "starts_at", "time_zone", "duration_minutes", "capacity")
SELECT "id", "live_starts_at", 'America/New_York', "duration_minutes", 500 FROM "courses"
WHERE "format" = 'LIVE' AND "live_starts_at" IS NOT NULL;
