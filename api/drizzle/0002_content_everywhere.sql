CREATE TABLE "section_redirects" (
	"from_section" text PRIMARY KEY NOT NULL,
	"to_section" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_files" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "website_content" ADD COLUMN "refs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "website_content" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "website_images" ADD COLUMN "page_count" integer;--> statement-breakpoint
CREATE INDEX "website_content_refs_idx" ON "website_content" USING gin ("refs");