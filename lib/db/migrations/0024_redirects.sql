CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"referrer_host" text
);
--> statement-breakpoint
CREATE TABLE "redirect_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_hosts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"target" text,
	"target_kind" text,
	"target_id" integer,
	"status" integer DEFAULT 308 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_source_unique" UNIQUE("source"),
	CONSTRAINT "redirects_status" CHECK ("redirects"."status" IN (301, 302, 307, 308)),
	CONSTRAINT "redirects_one_target" CHECK (("redirects"."target" IS NOT NULL) <> ("redirects"."target_kind" IS NOT NULL AND "redirects"."target_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "not_found_paths_kept_idx" ON "not_found_paths" USING btree ("hits" DESC NULLS LAST,"last_seen" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "not_found_paths_last_seen_idx" ON "not_found_paths" USING btree ("last_seen" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "redirects_target_idx" ON "redirects" USING btree ("target");--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "redirects" FOR EACH ROW EXECUTE FUNCTION audit_content_change();--> statement-breakpoint
CREATE TRIGGER audit_content AFTER INSERT OR UPDATE OR DELETE ON "redirect_hosts" FOR EACH ROW EXECUTE FUNCTION audit_content_change();
