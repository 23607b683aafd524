-- Staff roles (issue 42): every account so far was an admin with every right; the first of them becomes the Owner.
UPDATE "users" SET "role" = 'owner' WHERE "id" = (SELECT "id" FROM "users" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('owner', 'admin', 'counsellor', 'editor'));
