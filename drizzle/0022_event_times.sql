ALTER TABLE "products" ADD COLUMN "event_start" timestamp;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "event_end" timestamp;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "event_time_zone" text;--> statement-breakpoint
-- An event had only a day. It becomes an evening, 7 to 9 PM in New York, the team's own zone...
UPDATE "products" SET
  "event_start" = "event_date"::date + time '19:00',
  "event_end" = "event_date"::date + time '21:00',
  "event_time_zone" = 'America/New_York'
WHERE "type" = 'event' AND "event_date" ~ '^\d{4}-\d{2}-\d{2}$';--> statement-breakpoint
-- ...and the launch catalog's events take the hours and zones their content gives them, on
-- whatever day an admin has since set.
UPDATE "products" SET
  "event_start" = "event_date"::date + "launch"."starts",
  "event_end" = "event_date"::date + "launch"."ends",
  "event_time_zone" = "launch"."zone"
FROM (VALUES
  ('celestial-innovation-summit', interval '9 hours', interval '1 day 17 hours', 'Africa/Lagos'),
  ('femtech-founders-workshop', interval '10 hours', interval '16 hours', 'America/New_York'),
  ('rising-stars-open-house', interval '18 hours', interval '20 hours', 'America/New_York'),
  ('quantum-computing-masterclass', interval '18 hours', interval '21 hours', 'America/New_York'),
  ('couture-tech-gala', interval '19 hours', interval '1 day 1 hour', 'America/New_York')
) AS "launch" ("id", "starts", "ends", "zone")
WHERE "products"."id" = "launch"."id" AND "products"."event_start" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "event_date";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_event_time_check" CHECK (("products"."event_start" is null and "products"."event_end" is null and "products"."event_time_zone" is null) or ("products"."event_end" > "products"."event_start" and "products"."event_time_zone" is not null));