-- Row-level security (DESIGN.md §3). The connecting user owns the tables; tenant work switches to
-- tradeworks_app (RLS by app.tenant_id), platform work to tradeworks_platform (all rows). Tenant tables are
-- FORCE RLS with no policy for the owner, so a query that forgot to switch role sees nothing and writes nothing.
DO $$ BEGIN
  CREATE ROLE tradeworks_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  CREATE ROLE tradeworks_platform NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('GRANT tradeworks_app, tradeworks_platform TO %I', current_user);
EXCEPTION WHEN duplicate_object OR invalid_grant_operation THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO tradeworks_app, tradeworks_platform;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tradeworks_app, tradeworks_platform;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tradeworks_app, tradeworks_platform;
--> statement-breakpoint
-- Tenant users never touch sign-in secrets.
REVOKE ALL ON sessions, auth_tokens FROM tradeworks_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_secure_tenant_tables() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t.relname);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I TO tradeworks_app '
      'USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
      t.relname);
    EXECUTE format('DROP POLICY IF EXISTS platform_access ON %I', t.relname);
    -- current_user, not role membership: the owner is a member of tradeworks_platform (to SET ROLE to it)
    -- and would otherwise inherit this policy for its own, unswitched queries.
    EXECUTE format(
      'CREATE POLICY platform_access ON %I TO tradeworks_platform '
      'USING (current_user = ''tradeworks_platform'') WITH CHECK (current_user = ''tradeworks_platform'')',
      t.relname);
  END LOOP;
END
$fn$;
--> statement-breakpoint
SELECT tw_secure_tenant_tables();
