CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_state_single_row" CHECK ("catalog_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	new_version integer;
BEGIN
	UPDATE "catalog_state" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1
		RETURNING "version" INTO new_version;
	PERFORM pg_notify('catalog_changed', new_version::text);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "courses_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "speakers_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "speakers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "course_speakers_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_speakers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "course_practice_areas_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_practice_areas" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "course_credits_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_credits" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "course_media_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_media" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "jurisdictions_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jurisdictions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "practice_areas_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "practice_areas" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
