-- Every change that can end a session or alter what a signed-in user is (suspension, deletion,
-- role, password, department, logout) or what `login/session` shows (hospital, company and
-- department names and logos) is announced on the cc_identity channel, so each instance drops
-- what it cached about that user (or everything) the moment the change commits.
CREATE OR REPLACE FUNCTION cc_identity_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('cc_identity', 'u:' || OLD.id::text);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN
    PERFORM pg_notify('cc_identity', 'u:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cc_identity_department_link_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('cc_identity', 'u:' || OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('cc_identity', 'u:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cc_identity_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cc_identity', 's:' || NEW.session_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cc_identity_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cc_identity', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_identity_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION cc_identity_user_changed();
--> statement-breakpoint
CREATE TRIGGER user_departments_identity_notify AFTER INSERT OR UPDATE OR DELETE ON user_departments
  FOR EACH ROW EXECUTE FUNCTION cc_identity_department_link_changed();
--> statement-breakpoint
CREATE TRIGGER revoked_sessions_identity_notify AFTER INSERT ON revoked_sessions
  FOR EACH ROW EXECUTE FUNCTION cc_identity_session_revoked();
--> statement-breakpoint
CREATE TRIGGER accounts_identity_notify AFTER UPDATE OR DELETE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION cc_identity_all_changed();
--> statement-breakpoint
CREATE TRIGGER companies_identity_notify AFTER UPDATE OR DELETE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION cc_identity_all_changed();
--> statement-breakpoint
CREATE TRIGGER departments_identity_notify AFTER UPDATE OR DELETE ON departments
  FOR EACH STATEMENT EXECUTE FUNCTION cc_identity_all_changed();
