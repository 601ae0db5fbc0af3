-- The outbox kinds form a closed list: MAIL_KINDS in packages/db/src/schema/owners.ts, one mail template each.
-- Written by hand because rows queued before templates existed say 'owner_stay'; they are renamed first.
-- Adding a kind: extend MAIL_KINDS and the template map, then replace this constraint in a new custom migration.
UPDATE "outbox" SET "kind" = 'owner_stay_notice' WHERE "kind" = 'owner_stay';
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" IN ('password_reset', 'owner_stay_notice'));
