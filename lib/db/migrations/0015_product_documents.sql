CREATE TABLE "product_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"revision_date" date NOT NULL,
	"access" text NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_documents_type" CHECK ("product_documents"."type" IN ('tds', 'sds', 'coa', 'specification', 'certificate')),
	CONSTRAINT "product_documents_language" CHECK ("product_documents"."language" IN ('en', 'ar', 'fr', 'es', 'de', 'ru', 'zh')),
	CONSTRAINT "product_documents_access" CHECK ("product_documents"."access" IN ('public', 'request'))
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "product_certifications" ADD COLUMN "certificate_file_id" integer;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_document_id_product_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."product_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_certifications" ADD CONSTRAINT "product_certifications_certificate_file_id_uploaded_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Staff's changes to a product's documents go to the audit trail like every other content change
-- (migration 0007).
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "product_documents" FOR EACH ROW EXECUTE FUNCTION audit_content_change();
