-- Decision 056: every server process caches checked sessions for at most a second and drops them when told here.
-- The triggers catch every writer (any server process, the admin CLI, a hand-run UPDATE), not only the code paths
-- that know about the cache.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('portal_sessions', 'all');
  ELSIF TG_TABLE_NAME = 'auth_tokens' THEN
    PERFORM pg_notify('portal_sessions', 'token:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'owners' THEN
    PERFORM pg_notify('portal_sessions', 'owner:' || OLD.id);
  ELSE
    PERFORM pg_notify('portal_sessions', 'staff:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_change AFTER UPDATE OF revoked_at, expires_at, used_at OR DELETE ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER owners_session_change AFTER UPDATE OF email, login_status, password_hash OR DELETE ON owners
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER staff_session_change AFTER UPDATE OF email, disabled_at OR DELETE ON staff
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_truncate AFTER TRUNCATE ON auth_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER owners_session_truncate AFTER TRUNCATE ON owners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER staff_session_truncate AFTER TRUNCATE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
