-- Equality of enum values (status = 'lead') is not LEAKPROOF in PostgreSQL, so under row-level security the
-- planner cannot use it in an index condition before the policy: a status-filtered list walked every row of
-- the tenant in name order (17 ms at 100,000 clients) instead of reading its (tenant_id, status, name) index.
-- enum_eq only compares two OIDs and cannot fail, so it reveals nothing. Like LIKE in 0002 this needs a
-- superuser: PGlite's migrations have one; a PostgreSQL server runs scripts/postgres-leakproof.sql once.
DO $$ BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION enum_eq(anyenum, anyenum) LEAKPROOF;
  ELSIF NOT (SELECT proleakproof FROM pg_proc WHERE oid = 'enum_eq(anyenum,anyenum)'::regprocedure) THEN
    RAISE WARNING 'enum equality is not LEAKPROOF: status filters cannot use their indexes under row-level security. Run scripts/postgres-leakproof.sql as a superuser.';
  END IF;
END $$;
