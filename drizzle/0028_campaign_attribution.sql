CREATE TABLE "analytics_daily_campaigns" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_campaigns_day_source_medium_campaign_pk" PRIMARY KEY("day","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "campaign_conversions" (
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_conversions_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
CREATE INDEX "campaign_conversions_campaign_idx" ON "campaign_conversions" USING btree ("campaign");