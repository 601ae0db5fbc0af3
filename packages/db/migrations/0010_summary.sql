CREATE TABLE "document_reminders" (
	"document_id" integer NOT NULL,
	"threshold" text NOT NULL,
	"expires_on" date NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reminders_threshold_check" CHECK (threshold IN ('days_60', 'days_7', 'dewa_50'))
);
--> statement-breakpoint
CREATE TABLE "owner_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_documents_type_check" CHECK (doc_type IN ('passport', 'title_deed', 'dewa_bill', 'noc'))
);
--> statement-breakpoint
CREATE TABLE "utilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "utilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expense_name" text,
	"provider" text DEFAULT 'Not set' NOT NULL,
	"has_account" boolean NOT NULL,
	"account_number" text,
	"paid_by" smallint DEFAULT 1 NOT NULL,
	"login" text,
	"password_sealed" text,
	"email" text,
	"bill_file_id" uuid,
	"bill_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "utilities_kind_check" CHECK (kind IN ('internet', 'electricity', 'gas', 'chiller', 'other')),
	CONSTRAINT "utilities_paid_by_check" CHECK (paid_by IN (0, 1))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "emirate" text DEFAULT 'Dubai' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_document_id_owner_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."owner_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_documents" ADD CONSTRAINT "owner_documents_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_documents" ADD CONSTRAINT "owner_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_documents" ADD CONSTRAINT "owner_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilities" ADD CONSTRAINT "utilities_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilities" ADD CONSTRAINT "utilities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilities" ADD CONSTRAINT "utilities_bill_file_id_files_id_fk" FOREIGN KEY ("bill_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_reminders_key" ON "document_reminders" USING btree ("document_id","threshold","expires_on");--> statement-breakpoint
CREATE INDEX "owner_documents_owner_property_idx" ON "owner_documents" USING btree ("owner_id","property_id");--> statement-breakpoint
CREATE INDEX "owner_documents_expires_idx" ON "owner_documents" USING btree ("expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "utilities_property_kind_key" ON "utilities" USING btree ("property_id","kind") WHERE kind <> 'other';--> statement-breakpoint
CREATE INDEX "utilities_owner_property_idx" ON "utilities" USING btree ("owner_id","property_id");