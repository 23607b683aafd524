CREATE TABLE "lead_file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "lead_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "lead_file_chunks" ADD CONSTRAINT "lead_file_chunks_file_id_lead_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lead_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Files kept before this migration move to pieces of 256 KiB, numbered from 0 (an empty file: one empty piece).
INSERT INTO "lead_file_chunks" ("file_id", "seq", "bytes")
SELECT f."id", s.seq, substring(f."bytes" FROM s.seq * 262144 + 1 FOR 262144)
FROM "lead_files" f CROSS JOIN LATERAL generate_series(0, greatest((length(f."bytes") - 1) / 262144, 0)) AS s(seq);--> statement-breakpoint
ALTER TABLE "lead_files" DROP COLUMN "bytes";