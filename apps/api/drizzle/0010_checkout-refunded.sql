-- A second membership paid in another tab is refunded: its checkout ends REFUNDED (ADR 009, payments).
ALTER TYPE "public"."checkout_status" ADD VALUE 'REFUNDED';
