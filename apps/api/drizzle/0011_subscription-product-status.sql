-- subscriptions.status holds the product's status, no longer Stripe's (ADR 013): active, trialing, past_due and
-- canceled become ACTIVE, TRIALING, PAST_DUE and CANCELED; unpaid, incomplete, incomplete_expired, paused (none
-- of which grants access) become EXPIRED. The sandbox_* tables keep Stripe's statuses: they are the fake Stripe.
UPDATE "subscriptions" SET "status" = CASE
  WHEN upper("status") IN ('ACTIVE', 'TRIALING', 'PAST_DUE', 'CANCELED', 'EXPIRED') THEN upper("status")
  ELSE 'EXPIRED'
END;--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('ACTIVE', 'TRIALING', 'PAST_DUE', 'CANCELED', 'EXPIRED');--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "status" SET DATA TYPE "public"."subscription_status" USING "status"::"public"."subscription_status";