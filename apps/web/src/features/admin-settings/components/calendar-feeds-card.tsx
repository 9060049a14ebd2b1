import { useState } from 'react';
import { CalendarDays, Check, Copy, RefreshCw } from 'lucide-react';
import type { CalendarFeed, CalendarFeeds } from '@tradeworks/contracts/calendar-feeds';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useCalendarFeeds } from '../api/list-calendar-feeds';
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { toastFailure, toastSuccess } from './settings-toasts';

/** The URL to subscribe to: on PUBLIC_URL when the server knows it, else on the address in use. */
const subscriptionUrl = (feed: CalendarFeed) =>
  feed.url ?? (feed.path ? `${window.location.origin}${feed.path}` : null);

/**
 * Integrations → Calendar feeds: the signed-in person's private iCalendar URLs (their own jobs when they are
 * a technician, everyone's with the schedule) to paste into Google Calendar, Outlook or Apple Calendar.
 */
export function CalendarFeedsCard() {
  const allowed = useCan('dispatching');
  const canMake = useCan('dispatching', 'edit');
  const feeds = useCalendarFeeds(allowed);
  const make = useSettingsMutation<CalendarFeeds>(settingsKeys.calendarFeeds);
  const [replacing, setReplacing] = useState<CalendarFeed | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  if (!allowed) return null;

  const regenerate = (feed: CalendarFeed) =>
    make.mutate(
      { method: 'POST', path: '/api/calendar-feeds/regenerate', body: { kind: feed.kind } },
      {
        onSuccess: () => {
          toastSuccess(
            feed.path ? 'New calendar URL made; the old one no longer works' : 'Calendar URL made',
          );
          setReplacing(null);
          setCopied(null);
        },
        onError: (e) => toastFailure(e, 'Failed to make a calendar URL'),
      },
    );

  const copy = async (feed: CalendarFeed) => {
    const url = subscriptionUrl(feed);
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(feed.kind);
  };

  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="size-4" aria-hidden />
          Calendar feeds
        </CardTitle>
        <CardDescription>
          Subscribe to your jobs in Google Calendar, Outlook or Apple Calendar. Anyone with the URL can see
          the jobs in it: keep it private, and make a new one if it gets out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {feeds.isPending ? (
          <Skeleton className="h-16" role="status" aria-label="Loading calendar feeds" />
        ) : feeds.isError ? (
          <LoadError
            message="Failed to load calendar feeds. Please try again."
            onRetry={() => feeds.refetch()}
          />
        ) : feeds.data.feeds.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No calendar feed for you: ask an office manager to link your sign-in to your technician in Field
            Dispatching to get one of your jobs.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Calendar feeds">
            {feeds.data.feeds.map((feed) => {
              const url = subscriptionUrl(feed);
              return (
                <li key={feed.kind} className="grid gap-2 rounded-md border p-3">
                  <p className="font-medium">{feed.label}</p>
                  {url ? (
                    <>
                      <div className="flex gap-2">
                        <Input
                          readOnly
                          value={url}
                          aria-label={`Calendar URL: ${feed.label}`}
                          className="font-mono text-xs"
                          onFocus={(e) => e.currentTarget.select()}
                        />
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Copy the calendar URL: ${feed.label}`}
                          onClick={() => void copy(feed)}
                        >
                          {copied === feed.kind ? (
                            <Check className="size-4" aria-hidden />
                          ) : (
                            <Copy className="size-4" aria-hidden />
                          )}
                          {copied === feed.kind ? 'Copied' : 'Copy'}
                        </Button>
                      </div>
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="text-xs text-muted-foreground">
                          Made {formatDateTime(feed.createdAt!)} · Last fetched{' '}
                          {feed.lastFetchedAt ? formatDateTime(feed.lastFetchedAt) : 'never'}
                        </p>
                        {canMake && (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Regenerate the calendar URL: ${feed.label}`}
                            onClick={() => setReplacing(feed)}
                          >
                            <RefreshCw className="size-4" aria-hidden />
                            Regenerate
                          </Button>
                        )}
                      </div>
                    </>
                  ) : canMake ? (
                    <div>
                      <Button size="sm" disabled={make.isPending} onClick={() => regenerate(feed)}>
                        Get calendar URL
                      </Button>
                    </div>
                  ) : (
                    <p className="text-sm text-muted-foreground">No URL yet.</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(open) => !open && setReplacing(null)}
        title="Regenerate calendar URL?"
        description="The current URL stops working at once: calendars subscribed to it stop updating until you subscribe them to the new one."
        confirmLabel="Regenerate"
        destructive
        alert
        pending={make.isPending}
        onConfirm={() => replacing && regenerate(replacing)}
      />
    </Card>
  );
}
