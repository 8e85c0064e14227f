CREATE TABLE "document_downloads" (
	"image_id" integer PRIMARY KEY NOT NULL,
	"downloads" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_image_id_website_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."website_images"("id") ON DELETE cascade ON UPDATE no action;