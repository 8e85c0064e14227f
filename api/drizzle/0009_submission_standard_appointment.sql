ALTER TABLE "submissions" ADD COLUMN "standard" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "standard_name" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "appointment_at" timestamp with time zone;