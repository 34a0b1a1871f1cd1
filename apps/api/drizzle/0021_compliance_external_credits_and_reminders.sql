CREATE TABLE "compliance_reminders" (
	"admission_id" uuid NOT NULL,
	"period_end" date NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_reminders_admission_id_period_end_days_before_pk" PRIMARY KEY("admission_id","period_end","days_before")
);
--> statement-breakpoint
CREATE TABLE "external_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"title" text NOT NULL,
	"completed_on" date NOT NULL,
	"format" text NOT NULL,
	"lines" jsonb NOT NULL,
	"certificate_key" text,
	"certificate_name" text,
	"certificate_type" text,
	"certificate_size" integer,
	"certificate_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_credits_format" CHECK ("external_credits"."format" in ('LIVE', 'ON_DEMAND', 'SELF_STUDY'))
);
--> statement-breakpoint
ALTER TABLE "compliance_reminders" ADD CONSTRAINT "compliance_reminders_admission_id_user_jurisdictions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."user_jurisdictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_credits" ADD CONSTRAINT "external_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_credits_user_idx" ON "external_credits" USING btree ("user_id","completed_on");