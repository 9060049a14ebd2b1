-- Run once per database (or in template1 before creating it) as a PostgreSQL superuser:
--   psql -U postgres -d <database> -f scripts/postgres-leakproof.sql
-- Lets list searches use their trigram indexes under row-level security; see migration 0002.
ALTER FUNCTION textlike(text, text) LEAKPROOF;
ALTER FUNCTION texticlike(text, text) LEAKPROOF;
-- Lets status filters (enum equality) use their indexes under row-level security; see migration 0007.
ALTER FUNCTION enum_eq(anyenum, anyenum) LEAKPROOF;
