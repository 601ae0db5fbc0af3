CREATE TABLE "import_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"external_id" text NOT NULL,
	"row_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "import_keys_entity_external_key" ON "import_keys" USING btree ("entity","external_id");--> statement-breakpoint
CREATE INDEX "import_keys_entity_row_idx" ON "import_keys" USING btree ("entity","row_id");