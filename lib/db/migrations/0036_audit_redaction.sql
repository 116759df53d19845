-- The audit trail stays append-only, with one exception besides the retention's deletes: a
-- person's erasure (features/privacy/data.ts) blanks their address, name and phone out of the
-- entries that mention them, and says so for its own transaction. The erasure records itself.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('kinglife.audit_delete', true) = 'on' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('kinglife.audit_redact', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only';
END $$;
