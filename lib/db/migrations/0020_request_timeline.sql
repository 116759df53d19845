CREATE TABLE "request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"author" text NOT NULL,
	"status" text,
	"message" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking" text DEFAULT '' NOT NULL,
	"attachment_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_events_author" CHECK ("request_events"."author" IN ('staff', 'buyer'))
);
--> statement-breakpoint
CREATE TABLE "buyer_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"product_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_status";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "response_target_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_attachment_file_id_uploaded_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_enquiry_idx" ON "request_events" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "buyer_lists_email_idx" ON "buyer_lists" USING btree ("email","created_at");--> statement-breakpoint
-- A sale won is a request closed; a sale lost, a request declined. A request already moved on was answered.
UPDATE "enquiries" SET "status" = 'closed' WHERE "status" = 'won';--> statement-breakpoint
UPDATE "enquiries" SET "status" = 'declined' WHERE "status" = 'lost';--> statement-breakpoint
UPDATE "enquiries" SET "first_answered_at" = "created_at" WHERE "status" <> 'new';--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "request_events" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status" CHECK ("enquiries"."status" IN ('new', 'in_review', 'quoted', 'shipped', 'delivered', 'closed', 'declined'));