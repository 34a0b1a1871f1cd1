CREATE TABLE "live_zoom_presence" (
	"registration_id" uuid NOT NULL,
	"participant_key" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_zoom_presence_registration_id_participant_key_kind_at_pk" PRIMARY KEY("registration_id","participant_key","kind","at"),
	CONSTRAINT "live_zoom_presence_kind" CHECK ("live_zoom_presence"."kind" in ('JOINED', 'LEFT'))
);
--> statement-breakpoint
ALTER TABLE "live_registrations" ADD COLUMN "zoom_registrant_id" text;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "zoom_reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_zoom_presence" ADD CONSTRAINT "live_zoom_presence_registration_id_live_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."live_registrations"("id") ON DELETE cascade ON UPDATE no action;