import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CloudOff, UserX, WifiOff } from 'lucide-react';
import { MY_DAY_MESSAGES } from '@tradeworks/contracts/my-day';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { TechnicianStatusBadge, useJobChanges } from '@/features/dispatching/public';
import { errorMessage } from '@/lib/api-client';
import { currentUserQueryKey, useCurrentUser } from '@/lib/current-user';
import { onServiceWorkerControl } from '@/lib/service-worker';
import { useMyDay } from '../api/get-my-day';
import { myDayKeys } from '../api/my-day-keys';
import { useFieldSync } from '../api/sync-actions';
import { useEnRoutePosition } from '../api/send-en-route-position';
import { ClockCard } from '../components/clock-card';
import { InstallAppCard, useMyDayManifest } from '../components/install-app-card';
import { currentPosition } from '../lib/device-position';
import { MyDayJobCard } from '../components/my-day-job-card';
import { applyPending, shownClock } from '../lib/apply-pending';

function longDate(date: string): string {
  // Noon UTC of the local date: the weekday and day are the same in every zone.
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** /my-day — the signed-in technician's stops of today in route order; works offline (queue + device copy). */
export function MyDayPage() {
  const user = useCurrentUser();
  const userId = user.data?.id ?? '';
  const day = useMyDay(userId || undefined);
  const { queue, online, perform } = useFieldSync(userId);
  const queryClient = useQueryClient();
  // The office reassigns or reschedules: the day follows within seconds.
  useJobChanges({
    enabled: online && !!day.data?.technician,
    onChange: () => void queryClient.invalidateQueries({ queryKey: myDayKeys.all }),
  });

  useEffect(() => {
    document.title = 'My Day · Tradeworks';
  }, []);
  useMyDayManifest();
  // First visit: the worker installs after this page read the user and the day; reading them again through
  // it lets it keep them, so a reload with no connection still opens the day.
  useEffect(
    () =>
      onServiceWorkerControl(() => {
        // The user first: the worker keeps a day answer only beside its user's answer.
        void queryClient
          .refetchQueries({ queryKey: currentUserQueryKey })
          .then(() => queryClient.refetchQueries({ queryKey: myDayKeys.all }));
      }),
    [queryClient],
  );

  const jobs = useMemo(() => (day.data ? applyPending(day.data, queue) : []), [day.data, queue]);
  const left = jobs.filter((j) => j.status !== 'completed').length;
  // On the way to a stop: the client's tracking page follows the phone's position (when location is allowed).
  useEnRoutePosition(jobs, online);

  if (!day.data) {
    if (day.isError)
      return (
        <LoadError
          message={errorMessage(day.error, 'Failed to load your day')}
          onRetry={() => day.refetch()}
        />
      );
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4" aria-busy="true">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }

  const { technician, timeZone } = day.data;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 [&>*]:min-w-0">
      <PageHeader
        className="mb-0"
        title="My Day"
        description={
          technician
            ? `${longDate(day.data.date)} · ${technician.name} · ${left} of ${jobs.length} stops left`
            : longDate(day.data.date)
        }
        actions={technician && <TechnicianStatusBadge status={technician.status} />}
      />
      <InstallAppCard />

      {!online && (
        <Alert>
          <WifiOff aria-hidden="true" />
          <p>
            You are offline. Your day is saved on this device; changes are sent when the connection returns.
          </p>
        </Alert>
      )}
      {online && day.isError && (
        <Alert>
          <CloudOff aria-hidden="true" />
          <p>
            Showing the copy saved on this device:{' '}
            {errorMessage(day.error, 'the server could not be reached')}
          </p>
        </Alert>
      )}
      {queue.length > 0 && (
        <p className="text-sm font-medium text-foreground" role="status">
          {MY_DAY_MESSAGES.pendingSync}: {queue.length} {queue.length === 1 ? 'change' : 'changes'} waiting to
          be sent
        </p>
      )}

      {technician && (
        <ClockCard
          clockedInAt={shownClock(day.data, queue)}
          timeZone={timeZone}
          onClock={(action) => perform({ jobId: '', action })}
        />
      )}

      {!technician ? (
        <EmptyState icon={UserX} title="No technician linked" description={MY_DAY_MESSAGES.notLinked} />
      ) : jobs.length === 0 ? (
        <EmptyState icon={CalendarCheck} title={MY_DAY_MESSAGES.noJobs} />
      ) : (
        <ol className="grid grid-cols-1 gap-4" aria-label="Today's stops">
          {jobs.map((job, i) => (
            <li key={job.id}>
              <MyDayJobCard
                job={job}
                stop={i + 1}
                timeZone={timeZone}
                userId={userId}
                queue={queue}
                onAction={(action, complete) => {
                  if (action === 'en-route')
                    // The client's on-my-way text reckons the ETA from here when location is allowed.
                    void currentPosition().then((position) => perform({ jobId: job.id, action, position }));
                  else
                    perform({
                      jobId: job.id,
                      action,
                      ...(complete && { notes: complete.notes || null, signOff: complete.signOff }),
                    });
                }}
                onAnswer={(itemId, value, baseVersion) =>
                  perform({ jobId: job.id, action: 'answer', itemId, value, baseVersion })
                }
                onPhoto={(photo) => perform({ jobId: job.id, action: 'photo', photo })}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
