-- Decision 059: every server process keeps a property's reads (its row for the ownership check, its calendar answers)
-- for a few seconds and drops them when told here. The triggers catch every writer (any server process, the booking
-- systems' surfaces, imports, the admin CLI, a hand-run statement). Stays and tasks notify once per statement and
-- property (bulk writes stay cheap); a property notifies on any change of its row.
CREATE FUNCTION notify_property_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('portal_properties', 'all');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_properties', 'property:' || changed.property_id)
    FROM (SELECT DISTINCT property_id FROM new_rows) changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_properties', 'property:' || changed.property_id)
    FROM (SELECT DISTINCT property_id FROM old_rows) changed;
  ELSE
    PERFORM pg_notify('portal_properties', 'property:' || changed.property_id)
    FROM (SELECT property_id FROM old_rows UNION SELECT property_id FROM new_rows) changed;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_property_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_properties', 'property:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stays_notify_insert AFTER INSERT ON stays REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER stays_notify_update AFTER UPDATE ON stays REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER stays_notify_delete AFTER DELETE ON stays REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER stays_notify_truncate AFTER TRUNCATE ON stays
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER tasks_notify_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER tasks_notify_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER tasks_notify_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER tasks_notify_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
--> statement-breakpoint
CREATE TRIGGER properties_notify_change AFTER UPDATE OR DELETE ON properties
  FOR EACH ROW EXECUTE FUNCTION notify_property_row();
--> statement-breakpoint
CREATE TRIGGER properties_notify_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION notify_property_rows();
