-- A new mail kind, the notice that an owner's bank details changed: the closed list of outbox kinds is replaced (see 0011).
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" IN ('password_reset', 'owner_stay_notice', 'document_expiry_reminder', 'bank_details_changed'));
