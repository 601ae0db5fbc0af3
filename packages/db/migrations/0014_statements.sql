CREATE TABLE "document_reads" (
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reads_owner_id_kind_document_id_pk" PRIMARY KEY("owner_id","kind","document_id"),
	CONSTRAINT "document_reads_kind_check" CHECK (kind IN ('statement', 'maintenance', 'furnishing'))
);
--> statement-breakpoint
CREATE TABLE "furnishing_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "furnishing_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"title" text NOT NULL,
	"fp_expenses" numeric(14, 2) NOT NULL,
	"fp_fee" numeric(14, 2) NOT NULL,
	"non_fp_expenses" numeric(14, 2) NOT NULL,
	"total_received" numeric(14, 2) NOT NULL,
	"uploaded_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "furnishing_invoices_year_check" CHECK (year BETWEEN 2000 AND 2100),
	CONSTRAINT "furnishing_invoices_month_check" CHECK (month BETWEEN 1 AND 12),
	CONSTRAINT "furnishing_invoices_not_negative_check" CHECK (fp_expenses >= 0 AND fp_fee >= 0 AND non_fp_expenses >= 0 AND total_received >= 0)
);
--> statement-breakpoint
CREATE TABLE "generated_pdfs" (
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"language" text NOT NULL,
	"etag" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_pdfs_kind_document_id_language_pk" PRIMARY KEY("kind","document_id","language")
);
--> statement-breakpoint
CREATE TABLE "maintenance_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"invoice_number" text NOT NULL,
	"title" text NOT NULL,
	"expenses" numeric(14, 2),
	"fee" numeric(14, 2),
	"other_expenses" numeric(14, 2),
	"total_expenses" numeric(14, 2),
	"uploaded_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_invoices_year_check" CHECK (year BETWEEN 2000 AND 2100),
	CONSTRAINT "maintenance_invoices_month_check" CHECK (month BETWEEN 1 AND 12),
	CONSTRAINT "maintenance_invoices_not_negative_check" CHECK (coalesce(expenses, 0) >= 0 AND coalesce(fee, 0) >= 0 AND coalesce(other_expenses, 0) >= 0 AND coalesce(total_expenses, 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_year_check" CHECK (year BETWEEN 2000 AND 2100),
	CONSTRAINT "refunds_month_check" CHECK (month BETWEEN 1 AND 12),
	CONSTRAINT "refunds_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "statement_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer,
	"label" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "statement_adjustments_kind_check" CHECK (kind IN ('maintenance', 'furnishing', 'refund')),
	CONSTRAINT "statement_adjustments_amount_check" CHECK (amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "statement_reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"confirmation_code" text NOT NULL,
	"guest_name" text,
	"check_in" timestamp with time zone NOT NULL,
	"check_out" timestamp with time zone NOT NULL,
	"nights" integer NOT NULL,
	"gross_revenue" numeric(14, 2) NOT NULL,
	"management_fee" numeric(14, 2) NOT NULL,
	"net_payout" numeric(14, 2) NOT NULL,
	CONSTRAINT "statement_reservations_net_check" CHECK (net_payout = gross_revenue - management_fee)
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"gross_revenue" numeric(14, 2) NOT NULL,
	"management_fee" numeric(14, 2) NOT NULL,
	"expenses" numeric(14, 2) NOT NULL,
	"refunds" numeric(14, 2) NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"uploaded_file_id" uuid,
	"closed_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_year_check" CHECK (year BETWEEN 2000 AND 2100),
	CONSTRAINT "statements_month_check" CHECK (month BETWEEN 1 AND 12),
	CONSTRAINT "statements_status_check" CHECK (status IN ('draft', 'published')),
	CONSTRAINT "statements_published_at_check" CHECK ((status = 'published') = (published_at IS NOT NULL)),
	CONSTRAINT "statements_net_check" CHECK (net_amount = gross_revenue - management_fee - expenses + refunds),
	CONSTRAINT "statements_not_negative_check" CHECK (gross_revenue >= 0 AND management_fee >= 0 AND expenses >= 0 AND refunds >= 0)
);
--> statement-breakpoint
ALTER TABLE "document_reads" ADD CONSTRAINT "document_reads_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furnishing_invoices" ADD CONSTRAINT "furnishing_invoices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furnishing_invoices" ADD CONSTRAINT "furnishing_invoices_uploaded_file_id_files_id_fk" FOREIGN KEY ("uploaded_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_pdfs" ADD CONSTRAINT "generated_pdfs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_invoices" ADD CONSTRAINT "maintenance_invoices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_invoices" ADD CONSTRAINT "maintenance_invoices_uploaded_file_id_files_id_fk" FOREIGN KEY ("uploaded_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_adjustments" ADD CONSTRAINT "statement_adjustments_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_reservations" ADD CONSTRAINT "statement_reservations_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_uploaded_file_id_files_id_fk" FOREIGN KEY ("uploaded_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "furnishing_invoices_property_month_idx" ON "furnishing_invoices" USING btree ("property_id","year","month");--> statement-breakpoint
CREATE INDEX "furnishing_invoices_uploaded_file_idx" ON "furnishing_invoices" USING btree ("uploaded_file_id") WHERE uploaded_file_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "generated_pdfs_file_idx" ON "generated_pdfs" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_invoices_number_key" ON "maintenance_invoices" USING btree ("property_id","invoice_number");--> statement-breakpoint
CREATE INDEX "maintenance_invoices_property_month_idx" ON "maintenance_invoices" USING btree ("property_id","year","month");--> statement-breakpoint
CREATE INDEX "maintenance_invoices_uploaded_file_idx" ON "maintenance_invoices" USING btree ("uploaded_file_id") WHERE uploaded_file_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_property_month_idx" ON "refunds" USING btree ("property_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_adjustments_position_key" ON "statement_adjustments" USING btree ("statement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_reservations_position_key" ON "statement_reservations" USING btree ("statement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_property_month_key" ON "statements" USING btree ("property_id","year","month");--> statement-breakpoint
CREATE INDEX "statements_month_idx" ON "statements" USING btree ("year","month");--> statement-breakpoint
CREATE INDEX "statements_uploaded_file_idx" ON "statements" USING btree ("uploaded_file_id") WHERE uploaded_file_id IS NOT NULL;