-- A course purchase refunded in full at the provider stops granting the course (ADR 013): the purchase keeps the
-- provider's payment id (read back when its checkout completes) and when it was refunded. A refund recorded before
-- its checkout completed is found in webhook_events by the payment id.
ALTER TABLE "course_purchases" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "course_purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "course_purchases_provider_payment_idx" ON "course_purchases" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "webhook_events_refunded_payment_idx" ON "webhook_events" USING btree ("provider",("payload" ->> 'paymentId')) WHERE "webhook_events"."payload" ->> 'type' = 'refunded';
