ALTER TABLE "leads" ADD COLUMN "notice_version" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;