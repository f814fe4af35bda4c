-- One consultation at a time: no two live bookings (held or confirmed) may overlap, whatever their
-- length. An expired hold is marked 'expired' inside the booking transaction before the insert, so
-- it stops blocking; a cancelled or unscheduled booking never blocks.
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_no_overlap"
  EXCLUDE USING gist (tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" IN ('held', 'confirmed'));
