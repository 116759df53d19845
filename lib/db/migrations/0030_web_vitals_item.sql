ALTER TABLE "web_vitals" ADD COLUMN "item" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "web_vitals" DROP CONSTRAINT "web_vitals_day_page_locale_device_pk";--> statement-breakpoint
ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_day_page_item_locale_device_pk" PRIMARY KEY("day","page","item","locale","device");
