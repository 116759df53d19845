-- Documents by kind, version and lot (#34). Kinds: the old 'specification' and 'certificate'
-- become 'other' (neither said which certificate it was; staff re-file them as IFRA, Halal … with
-- their valid-until day). A document's version defaults to '1' (existing rows, forms left blank). Where a product had several documents
-- of one kind and language, the newest (issue date, then id) stays current and the others are kept
-- as its history (superseded by it), so that the one-current-per-key index can be made.
-- document_downloads is written by buyers' downloads, not by staff: no audit trigger (the
-- trigger on product_documents from 0015 records versions and supersessions).
CREATE TABLE "document_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_email" text,
	"enquiry_id" integer
);
--> statement-breakpoint
ALTER TABLE "product_documents" DROP CONSTRAINT "product_documents_type";--> statement-breakpoint
ALTER TABLE "product_documents" ADD COLUMN "version" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_documents" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "product_documents" ADD COLUMN "lot" text;--> statement-breakpoint
ALTER TABLE "product_documents" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_documents" ADD COLUMN "superseded_by" integer;--> statement-breakpoint
ALTER TABLE "product_documents" ADD COLUMN "expiry_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_documents" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
UPDATE "product_documents" SET "type" = 'other' WHERE "type" IN ('specification', 'certificate');--> statement-breakpoint
UPDATE "product_documents" d SET "superseded_at" = now(), "superseded_by" = newest."id"
  FROM (
    SELECT DISTINCT ON ("product_id", "type", "language") "id", "product_id", "type", "language"
    FROM "product_documents"
    ORDER BY "product_id", "type", "language", "revision_date" DESC, "id" DESC
  ) newest
  WHERE d."product_id" = newest."product_id" AND d."type" = newest."type"
    AND d."language" = newest."language" AND d."id" <> newest."id";--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_document_id_product_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."product_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_downloads_document_idx" ON "document_downloads" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_downloads_enquiry_idx" ON "document_downloads" USING btree ("enquiry_id");--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_superseded_by_product_documents_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."product_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_documents_current_idx" ON "product_documents" USING btree ("product_id","type","language",coalesce("lot", '')) WHERE "product_documents"."superseded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "product_documents_lot_idx" ON "product_documents" USING btree ("lot") WHERE "product_documents"."lot" IS NOT NULL AND "product_documents"."superseded_at" IS NULL;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_valid_after_issue" CHECK ("product_documents"."valid_until" IS NULL OR "product_documents"."valid_until" >= "product_documents"."revision_date");--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_lot_of_coa" CHECK ("product_documents"."lot" IS NULL OR "product_documents"."type" = 'coa');--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_type" CHECK ("product_documents"."type" IN ('tds', 'sds', 'coa', 'ifra', 'allergen', 'halal', 'kosher', 'organic', 'iso', 'other'));
