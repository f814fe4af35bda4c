ALTER TABLE "consultation_bookings" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "payment_session_id" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_payment_session_idx" ON "consultation_bookings" USING btree ("payment_session_id");--> statement-breakpoint
CREATE INDEX "consultation_bookings_user_idx" ON "consultation_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consultation_bookings_email_idx" ON "consultation_bookings" USING btree ("email");