ALTER TABLE "plan_prices" DROP CONSTRAINT "plan_prices_plan_interval_unique";--> statement-breakpoint
ALTER TABLE "questionnaires" DROP CONSTRAINT "questionnaires_course_kind";--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "stripe_product_id" text;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD COLUMN "replaced_by_id" text;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_active_plan_interval" ON "plan_prices" USING btree ("plan_id","interval") WHERE "plan_prices"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_current_course_kind" ON "questionnaires" USING btree ("course_id","kind") WHERE "questionnaires"."retired_at" is null;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_course_kind_version" UNIQUE("course_id","kind","version");