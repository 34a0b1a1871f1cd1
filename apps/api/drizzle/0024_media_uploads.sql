CREATE TYPE "public"."media_upload_status" AS ENUM('UPLOADING', 'PROCESSING', 'READY', 'FAILED', 'CANCELED');--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"provider" "media_provider" NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"status" "media_upload_status" DEFAULT 'UPLOADING' NOT NULL,
	"asset_key" text,
	"mux_upload_id" text,
	"error" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_size_positive" CHECK ("media_uploads"."size_bytes" > 0),
	CONSTRAINT "media_uploads_received_within_size" CHECK ("media_uploads"."received_bytes" between 0 and "media_uploads"."size_bytes")
);
--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_course_idx" ON "media_uploads" USING btree ("course_id","created_at");