CREATE TABLE "setting_revisions" (
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"value" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setting_revisions_key_version_pk" PRIMARY KEY("key","version")
);
