CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	"lang" text NOT NULL,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"name" text NOT NULL,
	"visitors" integer NOT NULL,
	"page_views" integer NOT NULL,
	CONSTRAINT "visit_days_day_dimension_name_pk" PRIMARY KEY("day","dimension","name")
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_views_day_visitor_idx" ON "page_views" USING btree ("day","visitor","at");