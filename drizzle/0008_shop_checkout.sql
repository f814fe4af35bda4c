ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_session_id" text;--> statement-breakpoint
CREATE INDEX "consultation_bookings_client_address_idx" ON "consultation_bookings" USING btree ("client_address");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_session_id_unique" UNIQUE("payment_session_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" >= 0);