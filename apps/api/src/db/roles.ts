/** Row-level security applies to these roles; the connection's own user only owns the tables and migrates. */
export const APP_ROLE = 'tradeworks_app';
export const PLATFORM_ROLE = 'tradeworks_platform';
