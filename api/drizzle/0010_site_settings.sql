CREATE TABLE "site_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"sealed_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
