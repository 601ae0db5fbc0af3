-- Decision 059's property cache now also keeps a property's statements list (its published statements with the
-- owner's read marks) and an owner's property list. Statements notify like stays, once per statement and property; a
-- read mark notifies the property of the statement it marks; any change of a property's row also notifies its owner
-- (old and new), so a property added or moved shows in the lists at once; a notification added, read or removed
-- notifies its owner. Every writer is caught (month close in any
-- process, imports, the admin CLI, a hand-run statement).
CREATE TRIGGER statements_notify_insert AFTER INSERT ON statements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER statements_notify_update AFTER UPDATE ON statements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER statements_notify_delete AFTER DELETE ON statements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER statements_notify_truncate AFTER TRUNCATE ON statements
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE FUNCTION notify_statement_reads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('portal_properties', 'all');
  ELSE
    PERFORM pg_notify('portal_properties', 'property:' || changed.property_id)
    FROM (
      SELECT DISTINCT s.property_id FROM changed_rows r JOIN statements s ON s.id = r.document_id
      WHERE r.kind = 'statement'
    ) changed;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER document_reads_notify_insert AFTER INSERT ON document_reads REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_reads();
--> statement-breakpoint
CREATE TRIGGER document_reads_notify_update AFTER UPDATE ON document_reads REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_reads();
--> statement-breakpoint
CREATE TRIGGER document_reads_notify_delete AFTER DELETE ON document_reads REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_reads();
--> statement-breakpoint
CREATE TRIGGER document_reads_notify_truncate AFTER TRUNCATE ON document_reads
  FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_reads();
--> statement-breakpoint
CREATE FUNCTION notify_property_owners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_properties', 'owner:' || changed.owner_id)
    FROM (SELECT DISTINCT owner_id FROM new_rows WHERE owner_id IS NOT NULL) changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_properties', 'owner:' || changed.owner_id)
    FROM (SELECT DISTINCT owner_id FROM old_rows WHERE owner_id IS NOT NULL) changed;
  ELSE
    PERFORM pg_notify('portal_properties', 'owner:' || changed.owner_id)
    FROM (SELECT owner_id FROM old_rows UNION SELECT owner_id FROM new_rows) changed
    WHERE changed.owner_id IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_notify_owner_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_owners();
--> statement-breakpoint
CREATE TRIGGER properties_notify_owner_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_owners();
--> statement-breakpoint
CREATE TRIGGER properties_notify_owner_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_owners();
--> statement-breakpoint
CREATE FUNCTION notify_notification_owners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('portal_properties', 'all');
  ELSE
    PERFORM pg_notify('portal_properties', 'owner:' || changed.owner_id)
    FROM (SELECT DISTINCT owner_id FROM changed_rows) changed;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_notify_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_owners();
--> statement-breakpoint
CREATE TRIGGER notifications_notify_update AFTER UPDATE ON notifications REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_owners();
--> statement-breakpoint
CREATE TRIGGER notifications_notify_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_owners();
--> statement-breakpoint
CREATE TRIGGER notifications_notify_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_owners();
