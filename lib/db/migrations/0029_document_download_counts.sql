CREATE TABLE "document_download_counts" (
	"document_id" integer NOT NULL,
	"day" date NOT NULL,
	"downloads" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_download_counts_document_id_day_pk" PRIMARY KEY("document_id","day")
);
--> statement-breakpoint
ALTER TABLE "document_download_counts" ADD CONSTRAINT "document_download_counts_document_id_product_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."product_documents"("id") ON DELETE cascade ON UPDATE no action;