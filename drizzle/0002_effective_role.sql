-- The effective role of a user, computed where the data lives so PGlite and PostgreSQL agree:
-- an unexpired role switch of a user who is still an active admin wins; otherwise the highest
-- active role (app_role is declared highest first, so enum order is rank order); NULL if none.
CREATE OR REPLACE FUNCTION get_effective_role(_user_id text)
RETURNS app_role
LANGUAGE sql
STABLE
AS $$
  SELECT COALESCE(
    (
      SELECT s.viewing_as_role
      FROM admin_role_switches s
      WHERE s.admin_id = _user_id
        AND s.expires_at > now()
        AND EXISTS (
          SELECT 1 FROM user_roles r
          WHERE r.user_id = _user_id AND r.role = 'admin' AND r.is_active
        )
    ),
    (
      SELECT r.role
      FROM user_roles r
      WHERE r.user_id = _user_id AND r.is_active
      ORDER BY r.role
      LIMIT 1
    )
  );
$$;
