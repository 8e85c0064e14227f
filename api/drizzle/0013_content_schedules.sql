CREATE TABLE "content_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_schedules_waiting_idx" ON "content_schedules" USING btree ("section","action") WHERE done_at is null and cancelled_at is null;--> statement-breakpoint
CREATE INDEX "content_schedules_due_idx" ON "content_schedules" USING btree ("at") WHERE done_at is null and cancelled_at is null;