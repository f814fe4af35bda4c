ALTER TABLE "backups" ADD COLUMN "row_counts" jsonb;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "drill_status" text;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "drilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "drill_error" text;