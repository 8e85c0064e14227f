DROP INDEX "submissions_created_idx";--> statement-breakpoint
CREATE INDEX "submissions_created_id_idx" ON "submissions" USING btree ("created_at","id");