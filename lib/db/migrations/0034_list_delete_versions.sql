-- A delete says the version its row was read at too (If-Match from a list, lib/audit/versions.ts):
-- an item a colleague has changed since is not deleted (KL409), as a save over it is not (0032).
-- The check of item_version() (0032, with 0033's bookkeeping of webhook endpoints), in one
-- function both triggers call.
CREATE FUNCTION refuse_stale_change(item_table text, item_id integer, item_version integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  expected text := nullif(current_setting('kinglife.expect', true), '');
BEGIN
  IF expected IS NOT NULL AND split_part(expected, ':', 1) = item_table
      AND split_part(expected, ':', 2) = item_id::text THEN
    PERFORM set_config('kinglife.expect', '', true);
    IF split_part(expected, ':', 3) <> item_version::text THEN
      RAISE EXCEPTION 'item % of % is at version %, not %', item_id, item_table, item_version,
        split_part(expected, ':', 3) USING ERRCODE = 'KL409';
    END IF;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bookkeeping text[] := ARRAY['version', 'position', 'updated_at', 'failing_since', 'paused_at', 'secret_rolled_at'];
BEGIN
  PERFORM refuse_stale_change(TG_TABLE_NAME, OLD.id, OLD.version);
  NEW.version := OLD.version;
  IF (to_jsonb(NEW) - bookkeeping) IS DISTINCT FROM (to_jsonb(OLD) - bookkeeping) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION item_version_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refuse_stale_change(TG_TABLE_NAME, OLD.id, OLD.version);
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION item_version_delete();--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "news" FOR EACH ROW EXECUTE FUNCTION item_version_delete();--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "product_categories" FOR EACH ROW EXECUTE FUNCTION item_version_delete();--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION item_version_delete();--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION item_version_delete();--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION item_version_delete();--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "blog_categories" FOR EACH ROW EXECUTE FUNCTION item_version_delete();--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION item_version_delete();--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "redirects" FOR EACH ROW EXECUTE FUNCTION item_version_delete();--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "webhook_endpoints" FOR EACH ROW EXECUTE FUNCTION item_version_delete();
