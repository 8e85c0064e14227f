ALTER TABLE "content_revisions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "website_content" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "website_content" ADD COLUMN "draft" jsonb;--> statement-breakpoint
-- Before drafts, every save went live at once.
UPDATE "website_content" SET "published_version" = "version";--> statement-breakpoint
UPDATE "content_revisions" SET "published_at" = "created_at";
