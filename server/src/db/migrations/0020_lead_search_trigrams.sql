-- The inbox search's trigram indexes. pg_trgm ships with PostgreSQL (contrib) and is a trusted extension; the embedded
-- database loads it in db/pglite-worker.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_trgm_idx" ON "leads" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_interest_trgm_idx" ON "leads" USING gin ("interest" gin_trgm_ops);