CREATE TABLE "translation_marks" (
	"item_table" text NOT NULL,
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"en_changed_at" timestamp with time zone,
	"ar_saved_at" timestamp with time zone,
	CONSTRAINT "translation_marks_item_table_item_id_field_pk" PRIMARY KEY("item_table","item_id","field")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "publish_needs_arabic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The English of an Arabic column's twin in a row (as jsonb): the text column of the same name
-- without `_ar`, or for a picture's alt (`image_alt_ar`, `home_banner_alt_ar`) the picture's own
-- `alt`. NULL when the row has no such text.
CREATE FUNCTION translation_english(row_data jsonb, base text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(row_data -> base) = 'string' THEN row_data ->> base
    WHEN base LIKE '%\_alt' AND jsonb_typeof(row_data -> left(base, -4)) = 'object'
      THEN row_data -> left(base, -4) ->> 'alt'
  END
$$;--> statement-breakpoint
-- Keeps translation_marks (features/translations): for every Arabic text column of a changed row,
-- when its English last changed and when the Arabic itself was last changed, in the change's
-- transaction, whoever makes it (a dialog, a draft published, a restore, the scheduler). A new row
-- needs no mark (nothing in it is outdated); a deleted row's marks go with it.
CREATE FUNCTION translation_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before jsonb;
  after jsonb;
  arabic text;
  base text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM translation_marks WHERE item_table = TG_TABLE_NAME AND item_id = OLD.id;
    RETURN NULL;
  END IF;
  before := to_jsonb(OLD);
  after := to_jsonb(NEW);
  FOR arabic IN
    SELECT key FROM jsonb_each(after) WHERE key LIKE '%\_ar' AND jsonb_typeof(value) = 'string'
  LOOP
    base := left(arabic, -3);
    IF translation_english(before, base) IS DISTINCT FROM translation_english(after, base) THEN
      INSERT INTO translation_marks (item_table, item_id, field, en_changed_at)
        VALUES (TG_TABLE_NAME, NEW.id, arabic, now())
        ON CONFLICT (item_table, item_id, field) DO UPDATE SET en_changed_at = now();
    END IF;
    IF before ->> arabic IS DISTINCT FROM after ->> arabic THEN
      INSERT INTO translation_marks (item_table, item_id, field, ar_saved_at)
        VALUES (TG_TABLE_NAME, NEW.id, arabic, now())
        ON CONFLICT (item_table, item_id, field) DO UPDATE SET ar_saved_at = now();
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION translation_mark();--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "product_categories" FOR EACH ROW EXECUTE FUNCTION translation_mark();--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "product_applications" FOR EACH ROW EXECUTE FUNCTION translation_mark();--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "product_certifications" FOR EACH ROW EXECUTE FUNCTION translation_mark();--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "blog_categories" FOR EACH ROW EXECUTE FUNCTION translation_mark();--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION translation_mark();--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "news" FOR EACH ROW EXECUTE FUNCTION translation_mark();--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION translation_mark();--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION translation_mark();--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION translation_mark();
