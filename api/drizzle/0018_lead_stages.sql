CREATE TABLE "submission_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"actor" text NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "submission_history" ADD CONSTRAINT "submission_history_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_history_submission_idx" ON "submission_history" USING btree ("submission_id","id");--> statement-breakpoint
CREATE INDEX "submission_notes_submission_idx" ON "submission_notes" USING btree ("submission_id","created_at");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignee_id_admin_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_assignee_idx" ON "submissions" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_follow_up_idx" ON "submissions" USING btree ("follow_up_on") WHERE follow_up_on is not null and stage not in ('won', 'lost');--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_stage_check" CHECK (stage in ('new', 'contacted', 'quoted', 'won', 'lost'));