ALTER TABLE "webhook_endpoints" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A webhook endpoint has an edit version too (lib/audit/versions.ts, migration 0032): two Owners
-- editing the same endpoint cannot overwrite each other. What deliveries and Owners' buttons
-- change beside the dialog (failing since, paused, the secret's roll) is not its content: the
-- function of 0032 with those left out of the comparison (no other versioned table has them).
CREATE OR REPLACE FUNCTION item_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  expected text := nullif(current_setting('kinglife.expect', true), '');
  bookkeeping text[] := ARRAY['version', 'position', 'updated_at', 'failing_since', 'paused_at', 'secret_rolled_at'];
BEGIN
  IF expected IS NOT NULL AND split_part(expected, ':', 1) = TG_TABLE_NAME
      AND split_part(expected, ':', 2) = OLD.id::text THEN
    PERFORM set_config('kinglife.expect', '', true);
    IF split_part(expected, ':', 3) <> OLD.version::text THEN
      RAISE EXCEPTION 'item % of % is at version %, not %', OLD.id, TG_TABLE_NAME, OLD.version,
        split_part(expected, ':', 3) USING ERRCODE = 'KL409';
    END IF;
  END IF;
  NEW.version := OLD.version;
  IF (to_jsonb(NEW) - bookkeeping) IS DISTINCT FROM (to_jsonb(OLD) - bookkeeping) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER item_version BEFORE UPDATE ON "webhook_endpoints" FOR EACH ROW EXECUTE FUNCTION item_version();
