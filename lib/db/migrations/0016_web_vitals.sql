CREATE TABLE "web_vitals" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"lcp" integer[] NOT NULL,
	"inp" integer[] NOT NULL,
	"cls" integer[] NOT NULL,
	"fcp" integer[] NOT NULL,
	"ttfb" integer[] NOT NULL,
	"connections" integer[] NOT NULL,
	CONSTRAINT "web_vitals_day_page_locale_device_pk" PRIMARY KEY("day","page","locale","device")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "vitals_sample_percent" integer DEFAULT 100 NOT NULL;