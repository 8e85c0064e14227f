CREATE TABLE "search_days" (
	"day" date NOT NULL,
	"language" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"found_nothing" integer NOT NULL,
	CONSTRAINT "search_days_day_language_query_pk" PRIMARY KEY("day","language","query")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"section" text NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"words" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_version" bigint NOT NULL,
	"rules" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_sources" (
	"section" text PRIMARY KEY NOT NULL,
	"versions" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_section_idx" ON "search_documents" USING btree ("section");--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin ("words");