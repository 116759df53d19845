ALTER TABLE "cdn_purges" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "cdn_purges" CASCADE;--> statement-breakpoint
DROP INDEX "outgoing_mail_due_idx";--> statement-breakpoint
CREATE INDEX "outgoing_mail_status_idx" ON "outgoing_mail" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "outgoing_mail" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "outgoing_mail" DROP COLUMN "lease_until";