-- A new mail kind, the document expiry reminder: the closed list of outbox kinds is replaced (see 0003).
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" IN ('password_reset', 'owner_stay_notice', 'document_expiry_reminder'));
