/** What other features may use of the admin-settings feature (the lint rule allows no deeper import). */
export { ORGANIZATION_TABS, TabFallback } from './components/organization-tabs';
export { settingsKeys } from './api/settings-keys';
export { CalendarFeedsCard } from './components/calendar-feeds-card';
