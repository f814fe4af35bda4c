ALTER TABLE "consultation_bookings" ADD COLUMN "payment_mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_mode" text DEFAULT 'live' NOT NULL;