ALTER TABLE "users" ADD COLUMN "notice_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_at" timestamp with time zone;