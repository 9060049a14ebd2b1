-- A read's session lookup now also reads the tenant's time zone (general setting `timezone`, else the
-- organization's settings), and a session reused from memory carries it. Changing a general setting moves
-- auth_epoch like any other change to what a session's lookup reads, so the next read looks it up afresh.
CREATE TRIGGER general_settings_auth_changed BEFORE INSERT OR UPDATE OR DELETE ON general_settings
  FOR EACH STATEMENT EXECUTE FUNCTION tw_auth_changed();
