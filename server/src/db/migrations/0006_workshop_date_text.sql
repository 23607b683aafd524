ALTER TABLE "workshops" DROP COLUMN "date";--> statement-breakpoint
ALTER TABLE "workshops" DROP COLUMN "date_iso";