CREATE TABLE "deleted_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"row_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_rows" ADD CONSTRAINT "deleted_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deleted_rows_kind_row_unique" ON "deleted_rows" USING btree ("kind","row_id");--> statement-breakpoint
CREATE INDEX "deleted_rows_user_idx" ON "deleted_rows" USING btree ("user_id","deleted_at");--> statement-breakpoint
CREATE INDEX "deleted_rows_deleted_at_idx" ON "deleted_rows" USING btree ("deleted_at");