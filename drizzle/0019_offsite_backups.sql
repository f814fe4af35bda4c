ALTER TABLE "backups" ADD COLUMN "offsite_status" text;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "offsite_error" text;