CREATE TABLE "lead_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"other_lead_id" uuid NOT NULL,
	"merged_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_name" text
);
--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_other_lead_id_leads_id_fk" FOREIGN KEY ("other_lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_merges_lead_idx" ON "lead_merges" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_merges_other_idx" ON "lead_merges" USING btree ("other_lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_merges_pair_idx" ON "lead_merges" USING btree (least("lead_id", "other_lead_id"),greatest("lead_id", "other_lead_id")) WHERE "lead_merges"."undone_at" is null;