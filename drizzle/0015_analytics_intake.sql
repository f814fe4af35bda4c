CREATE TABLE "analytics_intake" (
	"day" date PRIMARY KEY NOT NULL,
	"stored" integer NOT NULL,
	"dropped" integer NOT NULL
);
