CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("country_code","phone");