ALTER TABLE "news" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "news_unpublish_at_idx" ON "news" USING btree ("unpublish_at") WHERE "news"."unpublish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_unpublish_at_idx" ON "products" USING btree ("unpublish_at") WHERE "products"."unpublish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "services_unpublish_at_idx" ON "services" USING btree ("unpublish_at") WHERE "services"."unpublish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_unpublish_at_idx" ON "blog_posts" USING btree ("unpublish_at") WHERE "blog_posts"."unpublish_at" IS NOT NULL;;--> statement-breakpoint
-- When an item is to be unpublished (unpublish_at) is, like publish_at and a job's close_at, when
-- the background work changes it, not its content: setting it is not a version. The function of
-- 0011 with unpublish_at added to the columns a version ignores.
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
