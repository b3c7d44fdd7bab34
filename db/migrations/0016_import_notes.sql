CREATE TABLE "imports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"preview" jsonb NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"created" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "imports_expires_idx" ON "imports" USING btree ("expires_at");--> statement-breakpoint
-- Issue 43: a task's notes are searched too (weight B under the description). Hand-written like
-- migration 0012: the vector is not in db/schema.ts.
DROP INDEX "tasks_search_idx";--> statement-breakpoint
ALTER TABLE "tasks" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "description"), 'A') || setweight(to_tsvector('english', coalesce("notes", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search");
