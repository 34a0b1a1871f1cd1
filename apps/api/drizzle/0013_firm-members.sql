-- Firms' lawyers and audit log (docs/product-rules.md#firms). Each existing firm's buyer becomes its first member:
-- ACTIVE, an administrator, holding one seat.
CREATE TYPE "public"."firm_audit_action" AS ENUM('INVITED', 'INVITATION_RESENT', 'INVITATION_REVOKED', 'INVITATION_ACCEPTED', 'MEMBER_REMOVED', 'ADMINISTRATOR_ADDED', 'ADMINISTRATOR_REMOVED', 'FIRM_RENAMED');--> statement-breakpoint
CREATE TYPE "public"."firm_member_status" AS ENUM('PENDING', 'ACTIVE', 'REVOKED');--> statement-breakpoint
CREATE TABLE "firm_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"action" "firm_audit_action" NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"actor_email" text,
	"subject_name" text,
	"subject_email" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"status" "firm_member_status" NOT NULL,
	"is_administrator" boolean DEFAULT false NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"invited_by_user_id" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_members_firm_email_unique" UNIQUE("firm_id","email")
);
--> statement-breakpoint
ALTER TABLE "firm_audit_log" ADD CONSTRAINT "firm_audit_log_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_audit_log" ADD CONSTRAINT "firm_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_audit_log_firm_created_idx" ON "firm_audit_log" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_members_token_hash_unique" ON "firm_members" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_members_active_user_unique" ON "firm_members" USING btree ("user_id") WHERE "firm_members"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "firm_members_firm_status_idx" ON "firm_members" USING btree ("firm_id","status");--> statement-breakpoint
INSERT INTO "firm_members" ("firm_id", "user_id", "email", "full_name", "status", "is_administrator", "invited_at", "accepted_at")
SELECT "firms"."id", "users"."id", lower("users"."email"), "users"."name", 'ACTIVE', true, "firms"."created_at", "firms"."created_at"
FROM "firms" JOIN "users" ON "users"."id" = "firms"."owner_user_id"
ON CONFLICT DO NOTHING;
