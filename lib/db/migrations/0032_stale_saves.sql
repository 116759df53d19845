ALTER TABLE "site_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "item_version" integer;--> statement-breakpoint
CREATE INDEX "audit_events_item_idx" ON "audit_events" USING btree ("entity","entity_id","item_version");--> statement-breakpoint
-- No lost updates between staff (lib/audit/versions.ts). Each item staff edit in a dialog has a
-- version, counted up here at every change of what it holds (not its place in a list, nor the time
-- it was saved), whatever makes the change: a dialog, Publish, a draft, a restore, the scheduler, a
-- script. A save sends the version it was read at; the request names it to the transaction in the
-- setting kinglife.expect ('table:id:version', lib/audit/actor.ts), and the first change of that
-- item in it is refused (SQLSTATE KL409) when the item is at another version by then. The setting is
-- used up by that first change, so the save's own further changes of the item go through.
CREATE FUNCTION item_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  expected text := nullif(current_setting('kinglife.expect', true), '');
  bookkeeping text[] := ARRAY['version', 'position', 'updated_at'];
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
CREATE TRIGGER item_version BEFORE UPDATE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION item_version();--> statement-breakpoint
CREATE TRIGGER item_version BEFORE UPDATE ON "news" FOR EACH ROW EXECUTE FUNCTION item_version();--> statement-breakpoint
CREATE TRIGGER item_version BEFORE UPDATE ON "product_categories" FOR EACH ROW EXECUTE FUNCTION item_version();--> statement-breakpoint
CREATE TRIGGER item_version BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION item_version();--> statement-breakpoint
CREATE TRIGGER item_version BEFORE UPDATE ON "services" FOR EACH ROW EXECUTE FUNCTION item_version();--> statement-breakpoint
CREATE TRIGGER item_version BEFORE UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION item_version();--> statement-breakpoint
CREATE TRIGGER item_version BEFORE UPDATE ON "blog_categories" FOR EACH ROW EXECUTE FUNCTION item_version();--> statement-breakpoint
CREATE TRIGGER item_version BEFORE UPDATE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION item_version();--> statement-breakpoint
CREATE TRIGGER item_version BEFORE UPDATE ON "redirects" FOR EACH ROW EXECUTE FUNCTION item_version();--> statement-breakpoint
-- The audit trail's content changes say the item's version after them (so a refused save can say who
-- changed what since it was read); the version itself is not one of the fields that changed. The
-- function of 0007 with that.
CREATE OR REPLACE FUNCTION audit_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('kinglife.actor', true), '')::jsonb;
  old_row jsonb;
  new_row jsonb;
  changed text[];
  -- A table whose items have an edit version (item_version() above); another table's `version`
  -- column (a document's) is its own content.
  versioned boolean;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  versioned := EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = TG_RELID AND tgname = 'item_version');
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD) - 'updated_at';
    IF versioned THEN
      old_row := old_row - 'version';
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW) - 'updated_at';
    IF versioned THEN
      new_row := new_row - 'version';
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(o.key) INTO changed FROM jsonb_each(old_row) o
      WHERE o.key <> 'position' AND o.value IS DISTINCT FROM new_row -> o.key;
    IF changed IS NULL THEN
      RETURN NULL;
    END IF;
    SELECT jsonb_object_agg(k, old_row -> k), jsonb_object_agg(k, new_row -> k)
      INTO old_row, new_row FROM unnest(changed) k;
  END IF;
  INSERT INTO audit_events (actor_id, actor_email, ip, kind, entity, entity_id, summary, before, after, item_version)
  VALUES (
    (actor ->> 'id')::integer,
    actor ->> 'email',
    actor ->> 'ip',
    'content_' || lower(TG_OP),
    TG_TABLE_NAME,
    coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> 'id',
    coalesce(to_jsonb(NEW) ->> 'title', to_jsonb(NEW) ->> 'name', to_jsonb(OLD) ->> 'title', to_jsonb(OLD) ->> 'name', ''),
    old_row,
    new_row,
    CASE WHEN versioned THEN (to_jsonb(NEW) ->> 'version')::integer END
  );
  RETURN NULL;
END $$;--> statement-breakpoint
-- A History version is not made by the version counting up alone. The function of 0028 with
-- 'version' among the columns a version ignores.
CREATE OR REPLACE FUNCTION content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('kinglife.actor', true), '')::jsonb;
  restoring boolean := coalesce(current_setting('kinglife.restoring', true), '') = 'on';
  old_row jsonb;
  new_row jsonb;
  item integer;
  changed text[] := '{}';
  action text;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW);
  END IF;
  item := (coalesce(new_row, old_row) ->> 'id')::integer;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(array_agg(o.key ORDER BY o.key), '{}') INTO changed FROM jsonb_each(old_row) o
      WHERE o.key NOT IN ('position', 'updated_at', 'version', 'draft', 'publish_at', 'unpublish_at', 'close_at') AND o.value IS DISTINCT FROM new_row -> o.key;
    IF cardinality(changed) = 0 THEN
      RETURN NULL;
    END IF;
    -- The item's first recorded change: keep how it was before it (seeded, or saved before history).
    IF NOT EXISTS (SELECT 1 FROM content_versions WHERE entity = TG_TABLE_NAME AND entity_id = item) THEN
      INSERT INTO content_versions (entity, entity_id, at, action, data)
      VALUES (TG_TABLE_NAME, item, coalesce((old_row ->> 'updated_at')::timestamptz, (old_row ->> 'created_at')::timestamptz, now()), 'original', old_row);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM set_config('kinglife.changed', coalesce(current_setting('kinglife.changed', true), '')
      || TG_TABLE_NAME || ':' || item || ':'
      || CASE WHEN TG_OP = 'INSERT' THEN '*' ELSE array_to_string(changed, ',') END || ' ', true);
  END IF;
  action := CASE
    WHEN TG_OP = 'DELETE' THEN 'delete'
    WHEN restoring THEN 'restore'
    WHEN TG_OP = 'INSERT' THEN 'create'
    ELSE 'update'
  END;
  INSERT INTO content_versions (entity, entity_id, actor_id, actor_email, action, data, changed)
  VALUES (TG_TABLE_NAME, item, (actor ->> 'id')::integer, actor ->> 'email', action, coalesce(new_row, old_row), changed);
  RETURN NULL;
END $$;
