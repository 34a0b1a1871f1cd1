CREATE TABLE "user_jurisdictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"jurisdiction_id" uuid NOT NULL,
	"bar_number" text NOT NULL,
	"admitted_on" date,
	"birth_date" date,
	"compliance_group" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_jurisdictions_user_jurisdiction_unique" UNIQUE("user_id","jurisdiction_id")
);
--> statement-breakpoint
CREATE TABLE "user_practice_areas" (
	"user_id" uuid NOT NULL,
	"practice_area_id" uuid NOT NULL,
	CONSTRAINT "user_practice_areas_user_id_practice_area_id_pk" PRIMARY KEY("user_id","practice_area_id")
);
--> statement-breakpoint
ALTER TABLE "user_jurisdictions" ADD CONSTRAINT "user_jurisdictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_jurisdictions" ADD CONSTRAINT "user_jurisdictions_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_practice_areas" ADD CONSTRAINT "user_practice_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_practice_areas" ADD CONSTRAINT "user_practice_areas_practice_area_id_practice_areas_id_fk" FOREIGN KEY ("practice_area_id") REFERENCES "public"."practice_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_jurisdictions_user_idx" ON "user_jurisdictions" USING btree ("user_id");