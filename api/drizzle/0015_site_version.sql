CREATE TABLE "site_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submissions_new_idx" ON "submissions" USING btree ("kind","created_at") WHERE status = 'new';--> statement-breakpoint
INSERT INTO "site_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_site_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "site_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- What a visitor sees of a section: its published content, name and place on the site. A draft
-- saved beside it, or an entry never published, changes nothing there.
CREATE OR REPLACE TRIGGER "website_content_added_site_version" AFTER INSERT ON "website_content"
	FOR EACH ROW WHEN (NEW."published_version" IS NOT NULL) EXECUTE FUNCTION "raise_site_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "website_content_removed_site_version" AFTER DELETE ON "website_content"
	FOR EACH ROW WHEN (OLD."published_version" IS NOT NULL) EXECUTE FUNCTION "raise_site_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "website_content_changed_site_version" AFTER UPDATE ON "website_content"
	FOR EACH ROW WHEN (
		(OLD."published_version" IS NOT NULL OR NEW."published_version" IS NOT NULL) AND (
			OLD."content" IS DISTINCT FROM NEW."content"
			OR OLD."section" IS DISTINCT FROM NEW."section"
			OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
			OR OLD."published_version" IS DISTINCT FROM NEW."published_version"
		)
	) EXECUTE FUNCTION "raise_site_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "section_redirects_site_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "section_redirects"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_site_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "website_images_site_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "website_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "raise_site_version"();
