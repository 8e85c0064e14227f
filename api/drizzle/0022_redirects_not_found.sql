CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"referrer" text
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_target" text NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (301, 302))
);
--> statement-breakpoint
ALTER TABLE "section_redirects" ADD COLUMN "hits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_redirects" ADD COLUMN "last_hit_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "not_found_paths_count_idx" ON "not_found_paths" USING btree ("count","last_seen_at");--> statement-breakpoint
-- A visitor sent on by a redirect adds to its hits: that is no change of what the site shows.
DROP TRIGGER IF EXISTS "section_redirects_site_version" ON "section_redirects";--> statement-breakpoint
CREATE TRIGGER "section_redirects_site_version" AFTER INSERT OR UPDATE OF "from_section", "to_section" OR DELETE OR TRUNCATE ON "section_redirects"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_site_version"();--> statement-breakpoint
CREATE TRIGGER "redirects_site_version" AFTER INSERT OR UPDATE OF "from_path", "to_target", "status" OR DELETE OR TRUNCATE ON "redirects"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_site_version"();
