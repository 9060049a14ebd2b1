import { useQuery } from '@tanstack/react-query';
import type { CalendarFeeds } from '@tradeworks/contracts/calendar-feeds';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** The signed-in person's calendar feeds (their own jobs, the team's). */
export const useCalendarFeeds = (enabled: boolean) =>
  useQuery({
    queryKey: settingsKeys.calendarFeeds,
    queryFn: () => apiFetch<CalendarFeeds>('/api/calendar-feeds'),
    enabled,
  });
