ALTER TABLE "tasks" ADD COLUMN "welcome" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing accounts: their welcome task is the one with the welcome words, as sign-up wrote them (lib/tasks/welcome.ts).
UPDATE "tasks" SET "welcome" = true WHERE "description" = 'Welcome to Balance! Add your first task above, then tick this one off';
