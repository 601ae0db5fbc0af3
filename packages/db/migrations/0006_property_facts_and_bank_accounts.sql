CREATE TABLE "bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"account_owner_name" text DEFAULT '' NOT NULL,
	"account_bank_name" text DEFAULT '' NOT NULL,
	"iban_sealed" text,
	"iban_last4" text,
	"account_swift" text,
	"account_number_sealed" text,
	"account_number_last4" text,
	"account_currency" text,
	"account_sort_code" text,
	"account_route_code" text,
	"account_address" text,
	"transfer_payout" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "dtcm_unique_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "permit_expires_at" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "wifi_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "wifi_pass" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_property_key" ON "bank_accounts" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_owner_idx" ON "bank_accounts" USING btree ("owner_id");