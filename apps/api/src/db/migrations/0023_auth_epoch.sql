CREATE TABLE "auth_epoch" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "auth_epoch" ADD CONSTRAINT "auth_epoch_single_row" CHECK ("id" = 1);
--> statement-breakpoint
-- Read by both roles (the session lookup and the proof in a tenant transaction); moved only by the triggers.
REVOKE ALL ON "auth_epoch" FROM tradeworks_app, tradeworks_platform;
--> statement-breakpoint
GRANT SELECT ON "auth_epoch" TO tradeworks_app, tradeworks_platform;
--> statement-breakpoint
-- A BEFORE … FOR EACH STATEMENT trigger: the counter's row lock is taken before the statement locks any row,
-- so two transactions changing sign-in data queue on it instead of deadlocking. The row update is part of the
-- changing transaction: readers see the new epoch exactly when they see the change.
CREATE OR REPLACE FUNCTION tw_auth_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $fn$
BEGIN
  UPDATE auth_epoch SET epoch = epoch + 1 WHERE id = 1;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The session touch (last_seen_at, every few minutes) and a sign-in (a new row) change nobody's authority.
CREATE TRIGGER sessions_auth_changed BEFORE DELETE OR UPDATE OF token_hash, user_id ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION tw_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed BEFORE UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION tw_auth_changed();
--> statement-breakpoint
CREATE TRIGGER tenants_auth_changed BEFORE UPDATE OR DELETE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION tw_auth_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_auth_changed BEFORE INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION tw_auth_changed();
--> statement-breakpoint
CREATE TRIGGER permission_roles_auth_changed BEFORE INSERT OR UPDATE OR DELETE ON permission_roles
  FOR EACH STATEMENT EXECUTE FUNCTION tw_auth_changed();
--> statement-breakpoint
-- The proof a reused session gives inside a tenant transaction: nothing changed since it was looked up.
CREATE OR REPLACE FUNCTION tw_auth_epoch_is(expected bigint) RETURNS boolean LANGUAGE plpgsql AS $fn$
BEGIN
  IF (SELECT epoch FROM auth_epoch WHERE id = 1) IS DISTINCT FROM expected THEN
    RAISE EXCEPTION 'sign-in data changed since the session was read' USING ERRCODE = 'TWAUT';
  END IF;
  RETURN true;
END
$fn$;
