-- Every instance keeps rendered public pages and the site settings in memory. A change to a table
-- those pages show tells every instance (and this one) to drop what it holds, whoever wrote it:
-- the admin, a checkout taking stock, a restore, a hand edit.
CREATE OR REPLACE FUNCTION notify_public_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('public_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER site_settings_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER testimonials_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER consultation_bookings_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON consultation_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
