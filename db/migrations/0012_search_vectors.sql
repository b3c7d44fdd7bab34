-- Full-text search (issue 29, lib/search): one generated tsvector per searchable row, with a GIN
-- index. Written by hand and not declared in db/schema.ts on purpose: drizzle's select() lists the
-- schema's columns, so the vectors never ride along on list reads, the export or the trash copies.
ALTER TABLE "tasks" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('english', "description")) STORED;--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search");--> statement-breakpoint
ALTER TABLE "task_items" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED;--> statement-breakpoint
CREATE INDEX "task_items_search_idx" ON "task_items" USING gin ("search");--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "content"), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "journals_search_idx" ON "journals" USING gin ("search");--> statement-breakpoint
ALTER TABLE "vision_boards" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "description"), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "vision_boards_search_idx" ON "vision_boards" USING gin ("search");--> statement-breakpoint
ALTER TABLE "vision_board_items" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('english', "description")) STORED;--> statement-breakpoint
CREATE INDEX "vision_board_items_search_idx" ON "vision_board_items" USING gin ("search");
