CREATE TABLE "owner_surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"property_id" integer,
	"kind" text NOT NULL,
	"definition_id" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bank_sealed" text,
	"bank_mask" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_surveys_kind_check" CHECK (kind IN ('onboarding', 'personal', 'property', 'add_property')),
	CONSTRAINT "owner_surveys_property_check" CHECK ((kind = 'property') = (property_id IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "survey_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_definitions_kind_check" CHECK (kind IN ('onboarding', 'personal', 'property', 'add_property'))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "survey_coming_soon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_surveys" ADD CONSTRAINT "owner_surveys_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_surveys" ADD CONSTRAINT "owner_surveys_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_surveys" ADD CONSTRAINT "owner_surveys_definition_id_survey_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."survey_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_surveys_owner_idx" ON "owner_surveys" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_surveys_property_key" ON "owner_surveys" USING btree ("property_id") WHERE kind = 'property';--> statement-breakpoint
CREATE UNIQUE INDEX "owner_surveys_owner_kind_key" ON "owner_surveys" USING btree ("owner_id","kind") WHERE kind IN ('onboarding', 'personal');--> statement-breakpoint
CREATE UNIQUE INDEX "owner_surveys_open_add_property_key" ON "owner_surveys" USING btree ("owner_id") WHERE kind = 'add_property' AND completed_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_definitions_kind_version_key" ON "survey_definitions" USING btree ("kind","version");