CREATE TABLE "telegram_link_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "telegram_link_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "telegram_links" (
	"user_id" text PRIMARY KEY NOT NULL,
	"telegram_user_id" bigint NOT NULL,
	"telegram_name" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_links_telegram_user_id_unique" UNIQUE("telegram_user_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_polling" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone DEFAULT now() NOT NULL,
	"next_update_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"submission_id" integer,
	"text" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_answer" text,
	"sent_at" timestamp with time zone,
	"chat_id" text,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_posts_key_unique" UNIQUE("key"),
	CONSTRAINT "telegram_posts_submission_id_unique" UNIQUE("submission_id")
);
--> statement-breakpoint
ALTER TABLE "telegram_link_codes" ADD CONSTRAINT "telegram_link_codes_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_posts" ADD CONSTRAINT "telegram_posts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_posts_due_idx" ON "telegram_posts" USING btree ("next_attempt_at") WHERE state in ('pending', 'posting');--> statement-breakpoint
CREATE INDEX "telegram_posts_updated_idx" ON "telegram_posts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "telegram_posts_message_idx" ON "telegram_posts" USING btree ("chat_id","message_id");