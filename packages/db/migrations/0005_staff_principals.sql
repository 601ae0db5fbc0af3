CREATE TABLE "staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "staff_preferred_language_check" CHECK (preferred_language IN ('en', 'ru', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_staff_id" integer;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "acting_staff_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_key" ON "staff" USING btree ("email");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_staff_id_staff_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_acting_staff_id_staff_id_fk" FOREIGN KEY ("acting_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_staff_time_idx" ON "audit_log" USING btree ("actor_staff_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_tokens_staff_kind_idx" ON "auth_tokens" USING btree ("staff_id","kind");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_one_principal" CHECK (("auth_tokens"."owner_id" IS NULL) <> ("auth_tokens"."staff_id" IS NULL));--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_staff_kind" CHECK (("auth_tokens"."staff_id" IS NOT NULL) = ("auth_tokens"."kind" = 'staff_session'));