ALTER TABLE "analytics_events" ADD COLUMN "vital" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "vital_value" double precision;