CREATE TABLE "web_vitals_daily" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"device" text NOT NULL,
	"connection" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "web_vitals_daily_day_route_metric_device_connection_bucket_pk" PRIMARY KEY("day","route","metric","device","connection","bucket")
);
