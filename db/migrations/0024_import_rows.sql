CREATE TABLE "import_rows" (
	"import_id" text NOT NULL,
	"user_id" text NOT NULL,
	"chunk" integer NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "import_rows_import_id_chunk_pk" PRIMARY KEY("import_id","chunk")
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_user_idx" ON "import_rows" USING btree ("user_id");