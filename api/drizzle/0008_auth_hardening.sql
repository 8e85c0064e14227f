ALTER TABLE "admin_known_devices" ADD COLUMN "failed_guesses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_known_devices" ADD COLUMN "failed_guesses_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "host_cookie" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "password_change_suggested" boolean DEFAULT false NOT NULL;