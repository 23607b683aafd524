ALTER TABLE "alumni_stories" ADD COLUMN "photo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hiring_partners" ADD COLUMN "logo" text DEFAULT '' NOT NULL;