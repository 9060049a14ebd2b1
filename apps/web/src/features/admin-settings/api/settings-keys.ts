/**
 * Query keys of the six organization settings tabs (spec part 2 point 7, "Admin …"). Each tab's reads share
 * one key, so a successful change refetches exactly that tab.
 */
export const settingsKeys = {
  all: ['admin-settings'] as const,
  roles: ['admin-settings', 'roles'] as const,
  general: ['admin-settings', 'general'] as const,
  company: ['admin-settings', 'company'] as const,
  timeZone: ['admin-settings', 'time-zone'] as const,
  integrations: ['admin-settings', 'integrations'] as const,
  apiKeys: ['admin-settings', 'api-keys'] as const,
  calendarFeeds: ['admin-settings', 'calendar-feeds'] as const,
  webhooks: ['admin-settings', 'webhooks'] as const,
  communications: ['admin-settings', 'communications'] as const,
  portal: ['admin-settings', 'customer-portal'] as const,
};
