CREATE TABLE "erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"matching" text NOT NULL,
	"erased_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erasures_matching" CHECK ("erasures"."matching" IN ('mailbox', 'address'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "erasures_once" ON "erasures" USING btree ("erased_at","key_hash","matching");