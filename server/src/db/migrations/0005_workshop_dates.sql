ALTER TABLE "leads" ADD COLUMN "waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "capacity" integer;--> statement-breakpoint
-- A workshop written before dates had times: its day (date_iso, else the day it was added, Hyderabad
-- time) from 2 pm to 5 pm IST, the spec's afternoon; admins correct it in the editor.
UPDATE "workshops" SET "starts_at" = (
  CASE WHEN "date_iso" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' THEN substring("date_iso" from 1 for 10)
  ELSE to_char(("created_at" AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD') END
  || 'T14:00:00+05:30')::timestamptz;--> statement-breakpoint
UPDATE "workshops" SET "ends_at" = "starts_at" + interval '3 hours';--> statement-breakpoint
ALTER TABLE "workshops" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ALTER COLUMN "ends_at" SET NOT NULL;
