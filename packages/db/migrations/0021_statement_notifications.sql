-- Decision 059's property cache now also keeps a property's statements list (its published statements with the
-- owner's read marks). Statements notify like stays, once per statement and property; a read mark notifies the
-- property of the statement it marks. Every writer is caught (month close in any process, imports, a hand-run
-- statement).
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
