ALTER TABLE "buyer_sign_in_links" DROP CONSTRAINT "buyer_sign_in_links_purpose";--> statement-breakpoint
ALTER TABLE "buyer_sign_in_links" ADD COLUMN "kinds" text[];--> statement-breakpoint
ALTER TABLE "buyer_sign_in_links" ADD CONSTRAINT "buyer_sign_in_links_purpose" CHECK ("buyer_sign_in_links"."purpose" IN ('sign_in', 'erasure', 'export'));