ALTER TABLE "tasks" ADD COLUMN "series_schedule" jsonb;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "day_hours" jsonb;