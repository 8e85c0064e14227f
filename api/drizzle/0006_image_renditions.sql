CREATE TABLE "image_renditions" (
	"image_id" integer NOT NULL,
	"version" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_renditions_image_id_version_format_width_pk" PRIMARY KEY("image_id","version","format","width")
);
--> statement-breakpoint
CREATE TABLE "rendition_jobs" (
	"image_id" integer NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rendition_jobs_image_id_version_pk" PRIMARY KEY("image_id","version")
);
--> statement-breakpoint
ALTER TABLE "website_images" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_images" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "website_images" ADD COLUMN "focal_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_images" ADD COLUMN "focal_y" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "image_renditions" ADD CONSTRAINT "image_renditions_image_id_website_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."website_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rendition_jobs" ADD CONSTRAINT "rendition_jobs_image_id_website_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."website_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rendition_jobs_due_idx" ON "rendition_jobs" USING btree ("next_attempt_at") WHERE state in ('pending', 'working');--> statement-breakpoint
-- The seeded artwork (and any SVG uploaded so far) is illustration: decorative until the administrator describes it. Photographs already uploaded are flagged as needing alt text.
UPDATE "website_images" SET "decorative" = true WHERE "content_type" = 'image/svg+xml';
