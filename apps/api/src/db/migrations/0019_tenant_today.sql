-- The tenant's own date. `current_date` is the database session's date (UTC here), so an invoice due today
-- in Chicago read as overdue from 7 pm local time and the agreement generator billed a day early. Statements
-- use `(select tw_tenant_today())` — one call per statement, not per row.
CREATE OR REPLACE FUNCTION tw_tenant_today() RETURNS date LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  tenant uuid := nullif(current_setting('app.tenant_id', true), '')::uuid;
  zone text;
BEGIN
  SELECT nullif(btrim(coalesce(
    (SELECT setting_value FROM general_settings WHERE tenant_id = tenant AND setting_key = 'timezone'),
    (SELECT settings->>'timezone' FROM tenants WHERE id = tenant))), '')
  INTO zone;
  RETURN (now() AT TIME ZONE coalesce(zone, 'UTC'))::date;
EXCEPTION WHEN invalid_parameter_value THEN
  -- A zone name PostgreSQL does not know: UTC, as tenantTimeZone() does in Node.
  RETURN (now() AT TIME ZONE 'UTC')::date;
END
$fn$;
