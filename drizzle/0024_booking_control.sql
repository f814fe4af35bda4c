CREATE TABLE "booking_calendars" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"notice_minutes" integer DEFAULT 720 NOT NULL,
	"horizon_days" integer DEFAULT 90 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_calendars_notice_check" CHECK ("booking_calendars"."notice_minutes" between 0 and 43200),
	CONSTRAINT "booking_calendars_horizon_check" CHECK ("booking_calendars"."horizon_days" between 1 and 365),
	CONSTRAINT "booking_calendars_buffer_check" CHECK ("booking_calendars"."buffer_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "booking_date_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"first_start" integer,
	"last_start" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_date_overrides_dates_check" CHECK ("booking_date_overrides"."ends_on" >= "booking_date_overrides"."starts_on"),
	CONSTRAINT "booking_date_overrides_window_check" CHECK (("booking_date_overrides"."first_start" is null and "booking_date_overrides"."last_start" is null) or ("booking_date_overrides"."first_start" between 0 and 1439 and "booking_date_overrides"."last_start" between "booking_date_overrides"."first_start" and 1439))
);
--> statement-breakpoint
CREATE TABLE "booking_weekly_hours" (
	"calendar_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"first_start" integer NOT NULL,
	"last_start" integer NOT NULL,
	CONSTRAINT "booking_weekly_hours_calendar_id_weekday_pk" PRIMARY KEY("calendar_id","weekday"),
	CONSTRAINT "booking_weekly_hours_weekday_check" CHECK ("booking_weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "booking_weekly_hours_window_check" CHECK ("booking_weekly_hours"."first_start" between 0 and 1439 and "booking_weekly_hours"."last_start" between "booking_weekly_hours"."first_start" and 1439)
);
--> statement-breakpoint
CREATE TABLE "tier_calendars" (
	"tier" text PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	CONSTRAINT "tier_calendars_tier_check" CHECK ("tier_calendars"."tier" in ('team', 'executive', 'founder'))
);
--> statement-breakpoint
-- Today's hours for both hosts: weekdays, starts from 9 AM to 5 PM (New York), 12 hours' notice,
-- 90 days ahead, no buffer. Team and Executive sessions are the team's, Founder sessions the Founder's.
INSERT INTO "booking_calendars" ("id", "name") VALUES (1, 'the team'), (2, 'the Founder');--> statement-breakpoint
INSERT INTO "booking_weekly_hours" ("calendar_id", "weekday", "first_start", "last_start")
  SELECT calendar.id, weekday, 540, 1020
  FROM (VALUES (1), (2)) AS calendar(id), generate_series(1, 5) AS weekday;--> statement-breakpoint
INSERT INTO "tier_calendars" ("tier", "calendar_id")
  VALUES ('team', 1), ('executive', 1), ('founder', 2);--> statement-breakpoint
-- Bookings made so far go to the calendar their tier now uses.
ALTER TABLE "consultation_bookings" ADD COLUMN "calendar_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "consultation_bookings" SET "calendar_id" = 2 WHERE "consultation_type" = 'founder';--> statement-breakpoint
ALTER TABLE "consultation_bookings" ALTER COLUMN "calendar_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "booking_date_overrides" ADD CONSTRAINT "booking_date_overrides_calendar_id_booking_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."booking_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_weekly_hours" ADD CONSTRAINT "booking_weekly_hours_calendar_id_booking_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."booking_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_calendars" ADD CONSTRAINT "tier_calendars_calendar_id_booking_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."booking_calendars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_date_overrides_calendar_idx" ON "booking_date_overrides" USING btree ("calendar_id","ends_on");--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_calendar_id_booking_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."booking_calendars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Overlapping sessions are refused per calendar, so the team and the Founder can meet clients at
-- the same hour. The calendar id is compared as a one-number range: a GiST index compares ranges
-- without the btree_gist extension, which PGlite would have to load by hand on every open.
ALTER TABLE "consultation_bookings" DROP CONSTRAINT "consultation_bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_no_overlap"
  EXCLUDE USING gist (int4range("calendar_id", "calendar_id", '[]') WITH &&, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" IN ('held', 'confirmed'));
--> statement-breakpoint
-- /consultation draws its calendar from these rules: a change empties every instance's page cache.
CREATE OR REPLACE TRIGGER booking_calendars_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booking_calendars
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_weekly_hours_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booking_weekly_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER booking_date_overrides_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booking_date_overrides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER tier_calendars_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tier_calendars
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
