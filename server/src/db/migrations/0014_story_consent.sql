ALTER TABLE "alumni_stories" ADD COLUMN "consent_date" date;--> statement-breakpoint
ALTER TABLE "alumni_stories" ADD COLUMN "consent_form" text;