import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { calendarFeedRegenerateSchema, calendarFeedsSchema } from '@tradeworks/contracts/calendar-feeds';
import { publicBaseUrl } from '../../http/client-info';
import { defineRoute } from '../../http/route';
import type { RequestAuth } from '../../http/request-auth';
import { CalendarFeedErrors } from './calendar-feeds.errors';
import { calendarFeedIcs, listCalendarFeeds, regenerateCalendarFeed } from './calendar-feeds.service';
import { feedFetchAllowed, noteUnknownFeed, perFeedLimiter } from './feed-limits';

const tags = ['calendar-feeds'];

/** PUBLIC_URL, or the loopback address in development; null: the answer gives the feed's path only. */
function baseUrlOf(req: FastifyRequest): string | null {
  try {
    return publicBaseUrl(req);
  } catch {
    return null;
  }
}

/** A feed URL is a person's credential: made and shown to that person signed in, never to an API key. */
function personOf(auth: RequestAuth) {
  if (auth.apiKey) throw CalendarFeedErrors.keysCannotManageFeeds();
  return { userId: auth.user.id, access: auth.access };
}

const WHO =
  "The caller's own feeds: `technician` when their sign-in is linked to a technician (that technician's " +
  'jobs), `team` with access to the schedule (every job). Signed in only: an API key is refused (403).';

export function registerCalendarFeedRoutes(app: FastifyInstance): void {
  const limiter = perFeedLimiter();

  defineRoute(app, {
    method: 'GET',
    url: '/api/calendar-feeds',
    access: 'dispatching:view',
    summary: "The caller's iCalendar feed URLs (one per kind they may have)",
    description: `${WHO} \`url\` is null until a URL is made with POST /api/calendar-feeds/regenerate.`,
    tags,
    response: calendarFeedsSchema,
    handler: ({ session, tenant, req }) =>
      listCalendarFeeds({ ...tenant, ...personOf(session), baseUrl: baseUrlOf(req) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/calendar-feeds/regenerate',
    access: 'dispatching:edit',
    summary: 'Make a new secret URL for one of the caller’s feeds {kind}; the old URL stops working',
    description: `${WHO} A kind the caller may not have is a 400. Audited. Answers all the caller's feeds.`,
    tags,
    body: calendarFeedRegenerateSchema,
    status: 200,
    response: calendarFeedsSchema,
    handler: ({ session, tenant, req, body }) =>
      regenerateCalendarFeed({ ...tenant, ...personOf(session), baseUrl: baseUrlOf(req), kind: body.kind }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/calendar-feeds/:token',
    access: 'public',
    summary: 'Public: an iCalendar feed (RFC 5545) for calendar apps to subscribe to',
    description:
      'No sign-in: the path is `<secret>.ics`, the 256-bit secret of a feed URL (only its SHA-256 is ' +
      "looked up). The jobs from 60 days back to 400 ahead in the organization's time zone (VTIMEZONE), " +
      'one event per job with a stable UID, SEQUENCE growing with each change, and cancelled jobs as ' +
      'STATUS:CANCELLED. An unknown or regenerated secret — or one whose owner left the organization or ' +
      'lost access — is a 404. Rate-limited: 20 fetches a minute per feed, and repeated unknown secrets ' +
      'from one address are slowed down (429 with Retry-After).',
    tags,
    params: z.object({ token: z.string().max(200) }),
    produces: 'text/calendar',
    handler: async ({ params, reply, req }) => {
      await feedFetchAllowed(app.db, req.ip);
      const feed = await calendarFeedIcs(app.db, params.token);
      if (!feed) {
        await noteUnknownFeed(app.db, req.ip);
        throw CalendarFeedErrors.notFound();
      }
      limiter.take(feed.feedId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="tradeworks.ics"')
        .header('cache-control', 'private, no-store')
        .send(feed.ics);
    },
  });
}
