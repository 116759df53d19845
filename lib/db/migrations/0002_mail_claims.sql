DROP INDEX "outgoing_mail_status_idx";--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outgoing_mail_due_idx" ON "outgoing_mail" USING btree ("status","next_attempt_at");