import { z } from 'zod';

/**
 * Calendar feeds (issue 30): private iCalendar (RFC 5545) URLs that Google Calendar, Outlook and Apple Calendar
 * subscribe to. `technician`: the jobs of the technician linked to the caller; `team`: every technician's jobs
 * (for whoever may see the whole schedule). The URL carries the feed's secret; regenerating it retires the old.
 */
export const CALENDAR_FEED_KINDS = ['technician', 'team'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

export const CALENDAR_FEED_MESSAGES = {
  kindNotOffered: 'This calendar feed is not available to you',
  keysCannotManageFeeds: 'API keys cannot manage calendar feeds: sign in to do that',
  notFound: 'Calendar feed not found',
} as const;

export const calendarFeedSchema = z.object({
  kind: z.enum(CALENDAR_FEED_KINDS),
  /** What the feed holds, e.g. "Your jobs (Ana Ruiz)" or "All technicians' jobs". */
  label: z.string(),
  /** The feed's path (/api/calendar-feeds/<secret>.ics); null until one is made. */
  path: z.string().nullable(),
  /** The subscription URL on PUBLIC_URL; null until one is made or while PUBLIC_URL is not set. */
  url: z.string().nullable(),
  /** When the current URL was made; null: none yet. */
  createdAt: z.iso.datetime({ offset: true }).nullable(),
  /** When a calendar app last fetched the current URL; null: never. */
  lastFetchedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CalendarFeed = z.output<typeof calendarFeedSchema>;

/** GET /api/calendar-feeds: the feeds the caller may have (at most one of each kind). */
export const calendarFeedsSchema = z.object({ feeds: z.array(calendarFeedSchema) });
export type CalendarFeeds = z.output<typeof calendarFeedsSchema>;

export const calendarFeedRegenerateSchema = z.object({ kind: z.enum(CALENDAR_FEED_KINDS) });
