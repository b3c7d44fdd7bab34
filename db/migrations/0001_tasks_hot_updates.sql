-- Reorders and ticks rewrite "order"/"completed" of many rows: with neither column indexed and room
-- left on each page (fillfactor 80), Postgres updates those rows in place (HOT) instead of adding
-- index entries for every row. Every task query is one user's list, so user_id alone is enough.
DROP INDEX "tasks_user_id_idx";--> statement-breakpoint
CREATE INDEX "tasks_user_id_idx" ON "tasks" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "tasks" SET (fillfactor = 80);
