ALTER TABLE "users" ADD COLUMN "mailbox" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_no_reward" text;--> statement-breakpoint
CREATE INDEX "users_mailbox_idx" ON "users" USING btree ("mailbox");--> statement-breakpoint
-- Existing accounts get their mailbox as lib/referrals/mailbox.ts computes it: the local part up to
-- a "+" that is not its first character, dots removed at gmail.com and googlemail.com (one domain).
UPDATE "users" SET "mailbox" = CASE
  WHEN split_part("email", '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(regexp_replace(split_part("email", '@', 1), '^(.[^+]*)\+.*$', '\1'), '.', '') || '@gmail.com'
  ELSE regexp_replace(split_part("email", '@', 1), '^(.[^+]*)\+.*$', '\1') || '@' || split_part("email", '@', 2)
END;
