ALTER TABLE "outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_language_check" CHECK (language IN ('en', 'ru', 'ar'));--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_preferred_language_check" CHECK (preferred_language IN ('en', 'ru', 'ar'));