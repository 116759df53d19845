CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"changed" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retired_files" (
	"key" text PRIMARY KEY NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_versions_item_idx" ON "content_versions" USING btree ("entity","entity_id","id");--> statement-breakpoint
-- A version of a content item for each change staff make (see content_versions in schema.ts). Like
-- the audit trigger (0007), it records only writes whose transaction names a staff member; a
-- restore says so for its transaction (kinglife.restoring), and its version is a 'restore'.
CREATE FUNCTION content_version() RETURNS trigger LANGUAGE plpgsql AS $$
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
      WHERE o.key NOT IN ('position', 'updated_at') AND o.value IS DISTINCT FROM new_row -> o.key;
    IF cardinality(changed) = 0 THEN
      RETURN NULL;
    END IF;
    -- The item's first recorded change: keep how it was before it (seeded, or saved before history).
    IF NOT EXISTS (SELECT 1 FROM content_versions WHERE entity = TG_TABLE_NAME AND entity_id = item) THEN
      INSERT INTO content_versions (entity, entity_id, at, action, data)
      VALUES (TG_TABLE_NAME, item, coalesce((old_row ->> 'updated_at')::timestamptz, (old_row ->> 'created_at')::timestamptz, now()), 'original', old_row);
    END IF;
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
END $$;--> statement-breakpoint
CREATE TRIGGER content_version AFTER INSERT OR UPDATE OR DELETE ON "news" FOR EACH ROW EXECUTE FUNCTION content_version();--> statement-breakpoint
CREATE TRIGGER content_version AFTER INSERT OR UPDATE OR DELETE ON "product_categories" FOR EACH ROW EXECUTE FUNCTION content_version();--> statement-breakpoint
CREATE TRIGGER content_version AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION content_version();--> statement-breakpoint
CREATE TRIGGER content_version AFTER INSERT OR UPDATE OR DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION content_version();--> statement-breakpoint
CREATE TRIGGER content_version AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION content_version();--> statement-breakpoint
CREATE TRIGGER content_version AFTER INSERT OR UPDATE OR DELETE ON "blog_categories" FOR EACH ROW EXECUTE FUNCTION content_version();--> statement-breakpoint
CREATE TRIGGER content_version AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION content_version();
