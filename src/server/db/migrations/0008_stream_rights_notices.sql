-- Hand-written: drizzle cannot express triggers. Every ended session (sign-out, revocation, password
-- change or reset, erasure) and every change of a user's role tells each server process, through
-- NOTIFY on the channel 'stream_rights', so it closes the event streams that right no longer covers
-- (src/server/plugins/realtime/event-bus.ts). NOTIFY is sent when the transaction commits.
CREATE OR REPLACE FUNCTION notify_stream_rights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('stream_rights', json_build_object('userId', OLD.user_id, 'sessionId', OLD.id)::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('stream_rights', json_build_object('userId', NEW.id)::text);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_end_streams AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_stream_rights();
--> statement-breakpoint
CREATE TRIGGER users_role_ends_streams AFTER UPDATE OF role ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION notify_stream_rights();
