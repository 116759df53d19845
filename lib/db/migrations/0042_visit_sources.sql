ALTER TABLE "applications" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "buyer_sign_in_links" ADD COLUMN "source" jsonb;