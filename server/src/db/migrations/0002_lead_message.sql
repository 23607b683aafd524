-- A job application (form 21) carries the candidate's note.
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "message" text;
