CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"city_ar" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"country_ar" text DEFAULT '' NOT NULL,
	"venue" text NOT NULL,
	"venue_ar" text DEFAULT '' NOT NULL,
	"stand" text DEFAULT '' NOT NULL,
	"stand_ar" text DEFAULT '' NOT NULL,
	"summary" text NOT NULL,
	"summary_ar" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"image" jsonb NOT NULL,
	"image_alt_ar" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"draft" jsonb,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_on" >= "events"."starts_on")
);
--> statement-breakpoint
CREATE INDEX "events_ends_on_idx" ON "events" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "events_publish_at_idx" ON "events" USING btree ("publish_at") WHERE "events"."publish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "events_unpublish_at_idx" ON "events" USING btree ("unpublish_at") WHERE "events"."unpublish_at" IS NOT NULL;--> statement-breakpoint
-- Events are content like the others, by the same functions: the audit trail (0007), History's
-- versions and the Arabic rule's notes (0008, 0028), the Translations screen's outdated marks
-- (0025), and the edit version that refuses a stale save, also on delete (0032, 0034).
-- lib/data/__tests__/collectionTriggers.test.ts checks every collection's table has all five.
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
CREATE TRIGGER content_version AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION content_version();--> statement-breakpoint
CREATE TRIGGER item_version BEFORE UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION item_version();--> statement-breakpoint
CREATE TRIGGER item_version_delete BEFORE DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION item_version_delete();--> statement-breakpoint
CREATE TRIGGER translation_mark AFTER UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION translation_mark();
