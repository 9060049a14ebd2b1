-- Under row-level security the planner may not run a non-leakproof operator before the policy, so the
-- trigram indexes behind every list search are unusable and search scans the tenant's rows (DESIGN.md §8).
-- LIKE/ILIKE can only fail on the caller's own pattern and reveal nothing about row data, so they are
-- marked LEAKPROOF. That takes a superuser: PGlite's migrations have one; on a PostgreSQL server run
-- scripts/postgres-leakproof.sql once as a superuser (see README). Without it search stays correct, only slower.
DO $$ BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION textlike(text, text) LEAKPROOF;
    ALTER FUNCTION texticlike(text, text) LEAKPROOF;
  ELSIF NOT (SELECT bool_and(proleakproof) FROM pg_proc WHERE oid IN ('textlike(text,text)'::regprocedure, 'texticlike(text,text)'::regprocedure)) THEN
    RAISE WARNING 'LIKE is not LEAKPROOF: list search cannot use its indexes under row-level security. Run scripts/postgres-leakproof.sql as a superuser.';
  END IF;
END $$;
