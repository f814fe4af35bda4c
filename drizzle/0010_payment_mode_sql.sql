-- A payment is either real ("live") or went to a test provider ("test"); nothing else.
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_mode_check"
  CHECK ("payment_mode" IN ('test', 'live'));--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_payment_mode_check"
  CHECK ("payment_mode" IN ('test', 'live'));--> statement-breakpoint
-- Before payment modes were recorded, the shop could only be paid through the embedded test
-- provider (Stripe refused shop cards), so every earlier order was a test order.
UPDATE "orders" SET "payment_mode" = 'test';--> statement-breakpoint
-- Earlier bookings paid through the test provider (test_ references and documented test
-- sessions) or a Stripe test-mode session (cs_test_ ids) took no real money either.
UPDATE "consultation_bookings" SET "payment_mode" = 'test'
  WHERE "payment_reference" LIKE 'test\_%'
     OR "payment_session_id" LIKE 'test\_session\_%'
     OR "payment_session_id" LIKE 'cs\_test\_%';
