-- The integration API reads owner stays and support messages changed since a cursor (decision 087). Triggers catch
-- every writer (the owner surfaces, staff, imports, the admin CLI), once per statement. Each change is numbered at
-- commit (a deferred trigger) under one lock held until the commit ends, so the numbers follow commit order and a
-- reader past N has seen everything below N. The lock is taken last, so it waits for nothing but other commits.
CREATE SEQUENCE "integration_changes_seq";
--> statement-breakpoint
CREATE FUNCTION number_integration_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('integration-changes'));
  UPDATE integration_changes SET seq = nextval('integration_changes_seq') WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER integration_changes_number AFTER INSERT ON integration_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_integration_change();
--> statement-breakpoint
CREATE FUNCTION record_integration_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'stays' THEN
    INSERT INTO integration_changes (entity, row_id) SELECT 'owner_stay', id FROM changed_rows WHERE kind = 'owner';
  ELSE
    INSERT INTO integration_changes (entity, row_id) SELECT 'support_message', id FROM changed_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stays_integration_insert AFTER INSERT ON stays REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_integration_changes();
--> statement-breakpoint
CREATE TRIGGER stays_integration_update AFTER UPDATE ON stays REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_integration_changes();
--> statement-breakpoint
CREATE TRIGGER support_messages_integration_insert AFTER INSERT ON support_messages REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_integration_changes();
--> statement-breakpoint
CREATE TRIGGER support_messages_integration_update AFTER UPDATE ON support_messages REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_integration_changes();
--> statement-breakpoint
-- Two new mail kinds to staff: a channel reservation over an owner stay, and a webhook endpoint paused (see 0011).
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" IN ('password_reset', 'owner_stay_notice', 'document_expiry_reminder', 'bank_details_changed', 'support_message', 'channel_conflict', 'webhook_paused'));
