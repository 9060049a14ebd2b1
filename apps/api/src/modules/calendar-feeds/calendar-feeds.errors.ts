import { CALENDAR_FEED_MESSAGES } from '@tradeworks/contracts/calendar-feeds';
import { AppError, forbidden, validation } from '../../http/app-error';

/** Coded errors of calendar feeds. */
export const CalendarFeedErrors = {
  /** One answer for an unknown token, a regenerated one and one whose owner may no longer see the jobs. */
  notFound: () => new AppError('NOT_FOUND', CALENDAR_FEED_MESSAGES.notFound),
  kindNotOffered: () =>
    validation(CALENDAR_FEED_MESSAGES.kindNotOffered, { kind: CALENDAR_FEED_MESSAGES.kindNotOffered }),
  keysCannotManageFeeds: () => forbidden(CALENDAR_FEED_MESSAGES.keysCannotManageFeeds),
};
