CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"ip" text,
	"kind" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"summary" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "audit_retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_email","at");--> statement-breakpoint
CREATE INDEX "audit_events_kind_idx" ON "audit_events" USING btree ("kind","at");--> statement-breakpoint
-- Append-only: no row of the trail is ever changed, and one is deleted only by the clean-up's
-- retention (or a restore's clearing), which says so for its own transaction.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('kinglife.audit_delete', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
-- A change to content made by a staff member: the transaction names them first
-- (set_config('kinglife.actor', '{"id":…,"email":…,"ip":…}', true), lib/audit/actor.ts); writes
-- without it (the seed, a restore, a script) are not staff changes and are not recorded. An update
-- keeps only the fields that changed; one that only moved the item in its list is not recorded
-- (the reorder itself is one event).
CREATE FUNCTION audit_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('kinglife.actor', true), '')::jsonb;
  old_row jsonb;
  new_row jsonb;
  changed text[];
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD) - 'updated_at';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW) - 'updated_at';
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
  INSERT INTO audit_events (actor_id, actor_email, ip, kind, entity, entity_id, summary, before, after)
  VALUES (
    (actor ->> 'id')::integer,
    actor ->> 'email',
    actor ->> 'ip',
    'content_' || lower(TG_OP),
    TG_TABLE_NAME,
    coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> 'id',
    coalesce(to_jsonb(NEW) ->> 'title', to_jsonb(NEW) ->> 'name', to_jsonb(OLD) ->> 'title', to_jsonb(OLD) ->> 'name', ''),
    old_row,
    new_row
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "news" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "product_categories" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "blog_categories" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "enquiries" FOR EACH ROW EXECUTE FUNCTION audit_content_change();
