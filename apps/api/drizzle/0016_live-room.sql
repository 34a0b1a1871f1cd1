CREATE TABLE "live_code_entries" (
	"registration_id" uuid NOT NULL,
	"ordinal" smallint NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_code_entries_registration_id_ordinal_pk" PRIMARY KEY("registration_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "live_presence" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clients" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified_seconds" real DEFAULT 0 NOT NULL,
	"heartbeats" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"asker_first_name" text NOT NULL,
	"text" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_session_codes" (
	"session_id" uuid NOT NULL,
	"ordinal" smallint NOT NULL,
	"moment_seconds" real NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "live_session_codes_session_id_ordinal_pk" PRIMARY KEY("session_id","ordinal")
);
--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "stream" jsonb;--> statement-breakpoint
ALTER TABLE "live_code_entries" ADD CONSTRAINT "live_code_entries_registration_id_live_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."live_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_registration_id_live_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."live_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_codes" ADD CONSTRAINT "live_session_codes_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_questions_session_asked_idx" ON "live_questions" USING btree ("session_id","asked_at");