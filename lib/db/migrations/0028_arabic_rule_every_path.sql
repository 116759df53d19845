-- "Publish only with its Arabic" is checked once, before a write transaction commits
-- (lib/data/transaction.ts, features/translations/publishRule.ts), on the items it changed,
-- whatever the path (a dialog, Publish, a restore, the Trash, the scheduler). This function, which
-- already sees every change that makes a version, notes each such change in the transaction-local
-- setting kinglife.changed: `table:id:column,column ` (`*` for a new row). Local to the
-- transaction, a note goes with a savepoint rolled back. The function of 0022, plus the note.
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
      WHERE o.key NOT IN ('position', 'updated_at', 'draft', 'publish_at', 'unpublish_at', 'close_at') AND o.value IS DISTINCT FROM new_row -> o.key;
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
