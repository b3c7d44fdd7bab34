CREATE TABLE "calendar_event_sequences" (
	"user_id" text NOT NULL,
	"task_id" integer NOT NULL,
	"digest" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_event_sequences_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mailbox" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_no_reward" text;--> statement-breakpoint
ALTER TABLE "calendar_event_sequences" ADD CONSTRAINT "calendar_event_sequences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_sequences" ADD CONSTRAINT "calendar_event_sequences_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_mailbox_idx" ON "users" USING btree ("mailbox");--> statement-breakpoint
-- Existing accounts get their mailbox as lib/referrals/mailbox.ts computes it: the local part up to
-- a "+" that is not its first character, dots removed at gmail.com and googlemail.com (one domain).
UPDATE "users" SET "mailbox" = CASE
  WHEN split_part("email", '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(regexp_replace(split_part("email", '@', 1), '^(.[^+]*)\+.*$', '\1'), '.', '') || '@gmail.com'
  ELSE regexp_replace(split_part("email", '@', 1), '^(.[^+]*)\+.*$', '\1') || '@' || split_part("email", '@', 2)
END;
