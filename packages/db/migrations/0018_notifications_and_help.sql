CREATE TABLE "faq_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"position" smallint NOT NULL,
	"title_en" text NOT NULL,
	"title_ru" text,
	"title_ar" text
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" smallint NOT NULL,
	"question_en" text NOT NULL,
	"answer_en" text NOT NULL,
	"question_ru" text,
	"answer_ru" text,
	"question_ar" text,
	"answer_ar" text,
	CONSTRAINT "faq_questions_ru_pair_check" CHECK ((question_ru IS NULL) = (answer_ru IS NULL)),
	CONSTRAINT "faq_questions_ar_pair_check" CHECK ((question_ar IS NULL) = (answer_ar IS NULL))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"is_survey" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_content_check" CHECK (jsonb_typeof(content) = 'object' AND jsonb_typeof(content -> 'personal_data') = 'array'
        AND jsonb_typeof(content -> 'properties_data') = 'array')
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"property_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_staff_id" integer,
	CONSTRAINT "support_messages_handled_check" CHECK (handled_by_staff_id IS NULL OR handled_at IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_handled_by_staff_id_staff_id_fk" FOREIGN KEY ("handled_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faq_categories_key_key" ON "faq_categories" USING btree ("key");--> statement-breakpoint
CREATE INDEX "faq_categories_position_idx" ON "faq_categories" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_questions_key_key" ON "faq_questions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "faq_questions_category_position_idx" ON "faq_questions" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "notifications_owner_list_idx" ON "notifications" USING btree ("owner_id",(read_at IS NOT NULL),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_owner_unread_idx" ON "notifications" USING btree ("owner_id") WHERE read_at IS NULL;--> statement-breakpoint
CREATE INDEX "support_messages_created_idx" ON "support_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_messages_owner_idx" ON "support_messages" USING btree ("owner_id");--> statement-breakpoint
-- A new mail kind, the support message to staff: the closed list of outbox kinds is replaced (see 0016).
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" IN ('password_reset', 'owner_stay_notice', 'document_expiry_reminder', 'bank_details_changed', 'support_message'));
