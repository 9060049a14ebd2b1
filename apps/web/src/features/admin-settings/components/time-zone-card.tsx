import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import {
  TIME_ZONE_MESSAGE,
  formatInZone,
  isIanaTimeZone,
  zonedInstant,
} from '@tradeworks/contracts/zone-clock';
import type { OrganizationTimeZone } from '@tradeworks/contracts/admin-settings';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TimeZonePicker } from '@/components/time-zone-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api-client';
import { useOrganizationTimeZone } from '../api/get-time-zone';
import { useSettingsMutation } from '../api/save-settings';
import { settingsKeys } from '../api/settings-keys';
import { toastFailure, toastSuccess } from './settings-toasts';

/** "9:00 AM in America/Chicago shows as 10:00 AM in America/New_York": what a change does to the calendar. */
function shiftExample(from: string, to: string): string {
  if (!isIanaTimeZone(from) || !isIanaTimeZone(to)) return '';
  const today = new Date().toISOString().slice(0, 10);
  const nine = zonedInstant(today, '09:00', from);
  if (!nine) return '';
  const time = (zone: string) => formatInZone(nine, zone, { hour: 'numeric', minute: '2-digit' });
  return `a job at ${time(from)} (${from}) will show at ${time(to)} (${to})`;
}

/** The organization's IANA time zone on the Company tab: a searchable list, and a warning before a change. */
export function TimeZoneCard() {
  const current = useOrganizationTimeZone();
  const save = useSettingsMutation<OrganizationTimeZone>(settingsKeys.timeZone);
  const [zone, setZone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (current.data) setZone(current.data.timeZone);
  }, [current.data]);

  if (current.isPending) return <Skeleton className="h-40" aria-label="Loading the time zone" />;
  if (current.isError)
    return (
      <LoadError
        message="Failed to load the time zone. Please try again."
        onRetry={() => current.refetch()}
      />
    );
  const saved = current.data;
  const changed = zone !== saved.timeZone || !saved.chosen;

  const store = () =>
    save.mutate(
      { method: 'PUT', path: '/api/admin/time-zone', body: { timeZone: zone } },
      {
        onSuccess: () => {
          setConfirming(false);
          setError(undefined);
          toastSuccess(`Time zone set to ${zone}`);
        },
        onError: (e) => {
          setConfirming(false);
          if (isApiError(e, 400)) setError(e.fieldErrors?.timeZone ?? TIME_ZONE_MESSAGE);
          else toastFailure(e, 'Failed to save the time zone');
        },
      },
    );
  const submit = () => {
    if (!isIanaTimeZone(zone)) return setError(TIME_ZONE_MESSAGE);
    // Jobs keep their moment in time: a different zone moves them on the calendar, so ask first.
    if (saved.upcomingJobs > 0 && zone !== saved.timeZone) return setConfirming(true);
    store();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Time Zone</CardTitle>
        <CardDescription>
          The organization&apos;s clock: job times, &quot;today&quot;, due dates and reminders.
          {!saved.chosen && ' None has been chosen yet, so the organization runs on UTC.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField label="Time zone" error={error}>
          <TimeZonePicker
            value={zone}
            onChange={(next) => {
              setZone(next);
              setError(undefined);
            }}
          />
        </FormField>
        <Button type="button" onClick={submit} disabled={save.isPending || !changed}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save Time Zone
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Change the time zone to ${zone}?`}
        description={
          confirming
            ? `${saved.upcomingJobs} upcoming job${saved.upcomingJobs === 1 ? '' : 's'} keep their moment in time, so they move on the calendar: ${shiftExample(saved.timeZone, zone)}. Check them after the change.`
            : ''
        }
        confirmLabel="Change Time Zone"
        pending={save.isPending}
        onConfirm={store}
      />
    </Card>
  );
}
