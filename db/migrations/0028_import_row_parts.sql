ALTER TABLE "import_rows" ADD COLUMN "part" text DEFAULT 'tasks' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_rows" DROP CONSTRAINT "import_rows_import_id_chunk_pk";--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_part_chunk_pk" PRIMARY KEY("import_id","part","chunk");
