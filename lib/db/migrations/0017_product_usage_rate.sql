ALTER TABLE "products" ADD COLUMN "usage_rate" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "usage_rate_ar" text DEFAULT '' NOT NULL;