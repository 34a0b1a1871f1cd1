ALTER TABLE "user_jurisdictions" ADD COLUMN "birth_month" smallint;--> statement-breakpoint
ALTER TABLE "user_jurisdictions" ADD COLUMN "cycle_ends_on" date;--> statement-breakpoint
ALTER TABLE "user_jurisdictions" ADD CONSTRAINT "user_jurisdictions_birth_month_range" CHECK ("user_jurisdictions"."birth_month" between 1 and 12);--> statement-breakpoint
-- California compliance groups were stored as "1", "2", "3"; the rule file names them G1, G2, G3.
UPDATE "user_jurisdictions" SET "compliance_group" = 'G' || "compliance_group" WHERE "compliance_group" IN ('1', '2', '3') AND "jurisdiction_id" IN (SELECT "id" FROM "jurisdictions" WHERE "code" = 'CA');
