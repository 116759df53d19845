CREATE TABLE "enquiry_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"packaging" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "reference_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "service" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "message" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "kind" text DEFAULT 'enquiry' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "incoterm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "delivery_month" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "shipping_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_lines" ADD CONSTRAINT "enquiry_lines_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_lines" ADD CONSTRAINT "enquiry_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_lines_enquiry_idx" ON "enquiry_lines" USING btree ("enquiry_id","position");--> statement-breakpoint
CREATE INDEX "enquiries_kind_idx" ON "enquiries" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_kind" CHECK ("enquiries"."kind" IN ('enquiry', 'quote', 'sample', 'document'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status" CHECK ("enquiries"."status" IN ('new', 'quoted', 'won', 'lost'));