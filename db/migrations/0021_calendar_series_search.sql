-- Search finds calendar events (issue 44 item 4, lib/search): a generated tsvector over each event
-- series' title (weight A) and location (B), with a GIN index, and an index to find a series' next
-- occurrence. Written by hand and not declared in db/schema.ts, like 0012's vectors: drizzle's
-- select() lists the schema's columns, so the vector never rides along on reads or the export.
ALTER TABLE "calendar_series" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "location"), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "calendar_series_search_idx" ON "calendar_series" USING gin ("search");--> statement-breakpoint
CREATE INDEX "calendar_events_series_idx" ON "calendar_events" USING btree ("series_id");
