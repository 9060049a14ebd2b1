import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type ScheduleJob } from '@tradeworks/contracts/scheduling';
import type { ServiceJob } from '@tradeworks/contracts/service-jobs';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { useJobChanges } from '@/features/dispatching/public';
import { usePersonalSettings } from '@/features/personal-settings/public';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useScheduleCalendar } from '../api/get-schedule-calendar';
import { useScheduleConflicts } from '../api/get-schedule-conflicts';
import { useTenantTimeZone } from '../api/get-schedule-summary';
import { useScheduleTechnicians } from '../api/list-schedule-technicians';
import { useMoveJob } from '../api/move-job';
import { useShiftLater } from '../api/shift-later';
import { scheduleKeys } from '../api/schedule-keys';
import { ConflictsPanel } from '../components/conflicts-panel';
import { JobScheduleDialog, type ScheduleChange } from '../components/job-schedule-dialog';
import { ScheduleCalendar, type Lane, type MoveRequest } from '../components/schedule-calendar';
import { ScheduleStats } from '../components/schedule-stats';
import { ScheduleToolbar } from '../components/schedule-toolbar';
import { UnassignedList } from '../components/unassigned-list';
import { STEP_MINUTES } from '../lib/calendar-layout';
import { createOutsideDragChannel } from '../lib/outside-drag';
import { durationMinutes, toCalendarEvent, visibleHours, type CalendarEvent } from '../lib/calendar-events';
import { rangeOf, stepDate, toDateParam, useScheduleUrl, type ScheduleView } from '../lib/schedule-url';
import { formatInZone, fromWallClock, todayIn, toWallClock } from '@tradeworks/contracts/zone-clock';
import { TimeZoneNote } from '@/components/time-zone-note';

/** A drop waiting for the server's answer, drawn where it was dropped (wall-clock dates). */
interface PendingMove {
  start: Date;
  end: Date;
  technicianId: string | null;
}

/**
 * Jobs a day the calendar asks for, by view: what it can draw. A month cell lists three and "+N more"; a
 * week's day column a hundred; the day and its lanes more (a technician filter narrows further).
 */
const JOBS_PER_DAY: Record<ScheduleView, number> = { month: 3, week: 100, day: 200, lanes: 500 };

/** /scheduling — the calendar of service jobs: lanes per technician, day, week, month; drag to reschedule. */
export function SchedulingPage() {
  const navigate = useNavigate();
  const canEdit = useCan('scheduling', 'edit');
  const canCreateJobs = useCan('dispatching', 'edit');
  // Times are shown and edited on the organization's clock, whatever the browser's zone (contracts/zone-clock.ts).
  const zone = useTenantTimeZone();
  const timeZone = zone.timeZone;
  const tz = timeZone ?? 'UTC';
  const { view, date, dateKey, filters, update } = useScheduleUrl(timeZone ? todayIn(timeZone) : null);
  const range = useMemo(() => (date ? rangeOf(view, date) : null), [view, date]);
  const settings = usePersonalSettings();
  const hours = visibleHours(settings.data?.businessHours);
  const defaultMinutes = (settings.data?.defaultServiceDuration ?? 2) * 60;
  const queryClient = useQueryClient();
  // Live: a technician's On my way / Start / Complete, or another dispatcher's change, redraws the calendar.
  useJobChanges({ onChange: () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all }) });

  const jobs = useScheduleCalendar(range, filters, JOBS_PER_DAY[view]);
  const technicians = useScheduleTechnicians();
  const conflicts = useScheduleConflicts(range);
  const move = useMoveJob();
  const shift = useShiftLater();
  // `mutate` keeps its identity (the mutation objects do not): the callbacks below stay stable.
  const { mutate: moveJob } = move;
  const { mutate: shiftLater } = shift;

  const [pending, setPending] = useState<Record<string, PendingMove>>({});
  const [openJob, setOpenJob] = useState<ScheduleJob | null>(null);
  // An unassigned job on its way to a lane: dragged with the pointer, or placed with the keyboard.
  const [dragged, setDragged] = useState<{ job: ServiceJob; by: 'pointer' | 'keyboard' } | null>(null);
  const outsideDrag = useMemo(createOutsideDragChannel, []);
  const onDragStart = useCallback((job: ServiceJob) => setDragged({ job, by: 'pointer' }), []);
  const onPlace = useCallback((job: ServiceJob) => setDragged({ job, by: 'keyboard' }), []);
  const onDragEnd = useCallback(() => setDragged(null), []);

  useEffect(() => {
    document.title = 'Scheduling · Tradeworks';
  }, []);

  const lanes: Lane[] = useMemo(
    () =>
      (technicians.data?.items ?? [])
        .filter((t) => !filters.technicianId || t.id === filters.technicianId)
        .map((t) => ({ id: t.id, title: t.name }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    [technicians.data, filters.technicianId],
  );
  const allLanes: Lane[] = useMemo(
    () =>
      (technicians.data?.items ?? [])
        .map((t) => ({ id: t.id, title: t.name }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    [technicians.data],
  );
  const conflicted = useMemo(() => new Set((conflicts.data ?? []).map((c) => c.jobId)), [conflicts.data]);
  const events = useMemo(() => {
    const out: CalendarEvent[] = [];
    if (!timeZone) return out;
    // The server leaves cancelled jobs out unless asked for; the lanes hold assigned work, the list the rest.
    for (const job of jobs.data?.jobs ?? []) {
      const event = toCalendarEvent(job, conflicted, timeZone);
      const moving = pending[job.id];
      if (moving)
        Object.assign(event, { start: moving.start, end: moving.end, resourceId: moving.technicianId });
      if (view === 'lanes' && !event.resourceId) continue;
      out.push(event);
    }
    return out;
  }, [jobs.data, conflicted, pending, view, timeZone]);
  const more = useMemo(() => new Map((jobs.data?.more ?? []).map((d) => [d.date, d.count])), [jobs.data]);

  const send = useCallback(
    (job: ScheduleJob, change: ScheduleChange, preview: PendingMove | null, after?: () => void) => {
      if (preview) setPending((p) => ({ ...p, [job.id]: preview }));
      moveJob(
        { jobId: job.id, body: change },
        {
          onSuccess: (saved) => {
            toast({
              title: SCHEDULE_MESSAGES.moved,
              description: `${saved.jobNumber} · ${saved.technicianName ?? 'Unassigned'} · ${formatInZone(saved.scheduledDate, tz)}`,
            });
            after?.();
          },
          // A refused drop snaps back (the preview is dropped) and says why, in the server's words.
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: SCHEDULE_MESSAGES.moveFailed,
              description: errorMessage(error, SCHEDULE_MESSAGES.moveFailed),
            }),
          onSettled: () =>
            setPending((p) => {
              const next = { ...p };
              delete next[job.id];
              return next;
            }),
        },
      );
    },
    [moveJob, tz],
  );

  // The calendar hands back wall-clock dates; the server gets the real instants on the tenant's clock.
  const onMove = useCallback(
    ({ event, start, end, technicianId }: MoveRequest) => {
      const from = fromWallClock(start, tz);
      send(
        event.job,
        {
          scheduledDate: from.toISOString(),
          technicianId,
          estimatedDuration: durationMinutes(from, fromWallClock(end, tz)),
        },
        { start, end, technicianId: technicianId ?? event.resourceId },
      );
    },
    [send, tz],
  );
  const onDropOutside = useCallback(
    ({ start, technicianId }: { start: Date; technicianId?: string }) => {
      const job = dragged?.job;
      setDragged(null);
      if (!job || !technicianId) return;
      const from = fromWallClock(start, tz);
      const end = toWallClock(from.getTime() + job.estimatedDuration * 60_000, tz);
      send(
        job,
        { scheduledDate: from.toISOString(), technicianId, estimatedDuration: job.estimatedDuration },
        { start, end, technicianId },
      );
    },
    [dragged, send, tz],
  );
  const outsideEvent = useMemo(
    () => (dragged ? toCalendarEvent(dragged.job, conflicted, tz) : null),
    [dragged, conflicted, tz],
  );

  const onShiftLater = useCallback(
    (jobId: string) =>
      shiftLater(jobId, {
        onSuccess: (result) =>
          toast({
            title: result.message,
            description: result.shifted.length
              ? result.shifted
                  .map(
                    (s) =>
                      `${s.jobNumber} → ${formatInZone(s.to, tz, { hour: 'numeric', minute: '2-digit' })}${s.missesWindow ? ' (after its arrival window)' : ''}`,
                  )
                  .join(', ')
              : undefined,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: SCHEDULE_MESSAGES.shiftFailed,
            description: errorMessage(error, SCHEDULE_MESSAGES.shiftFailed),
          }),
      }),
    [shiftLater, tz],
  );
  const openById = useCallback(
    (jobId: string) => {
      const job = jobs.data?.jobs.find((j) => j.id === jobId);
      if (job) setOpenJob(job);
      else navigate(`/dispatching/jobs/${jobId}`);
    },
    [jobs.data, navigate],
  );
  const onSelectSlot = useCallback(
    ({ start, end }: { start: Date; end: Date }) => {
      if (!canCreateJobs) return;
      // A stretch longer than one step is the visit's length; a single step takes the default duration.
      const selected = durationMinutes(start, end);
      const query = new URLSearchParams({
        scheduledDate: fromWallClock(start, tz).toISOString(),
        estimatedDuration: String(selected > STEP_MINUTES ? selected : defaultMinutes),
      });
      navigate(`/dispatching/jobs/new?${query}`);
    },
    [canCreateJobs, defaultMinutes, navigate, tz],
  );
  // Stable callbacks: the calendar is memoised and re-draws only when what it shows changes.
  const onOpenEvent = useCallback((event: CalendarEvent) => setOpenJob(event.job), []);
  const onShowDay = useCallback((d: Date) => update({ view: 'day', date: toDateParam(d) }), [update]);

  // The day (and lanes) views draw up to JOBS_PER_DAY jobs; beyond that the page says how many are left out.
  const leftOut = view === 'day' || view === 'lanes' ? (dateKey ? (more.get(dateKey) ?? 0) : 0) : 0;
  return (
    <div className="flex w-full flex-col gap-4">
      <PageHeader
        className="mb-0"
        title="Scheduling"
        description="Drag jobs to reschedule or reassign them; the server checks skills, capacity and status."
      />
      <ScheduleStats />
      {date ? (
        <ScheduleToolbar
          view={view}
          date={date}
          filters={filters}
          lanes={allLanes}
          onView={(v) => update({ view: v })}
          onStep={(d) => update({ date: toDateParam(stepDate(view, date, d)) })}
          onToday={() => update({ date: null })}
          onFilter={(key, value) => update({ [key]: value })}
        />
      ) : (
        <Skeleton className="h-9 w-full" />
      )}
      <TimeZoneNote timeZone={timeZone} className="-mt-2" />
      {zone.isError ? (
        <LoadError
          message={errorMessage(zone.error, "Could not load the organization's time zone")}
          onRetry={() => void zone.refetch()}
        />
      ) : jobs.isError ? (
        <LoadError
          message={errorMessage(jobs.error, 'Could not load the schedule')}
          onRetry={() => void jobs.refetch()}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="min-w-0">
            {leftOut > 0 && (
              <p className="mb-2 text-sm text-warning">
                Showing the first {JOBS_PER_DAY[view]} jobs of this day, +{leftOut} more; filter by technician
                to see the rest.
              </p>
            )}
            <div
              className="h-[44rem] min-w-0"
              aria-busy={jobs.isFetching}
              data-testid="schedule-calendar"
              data-date={dateKey}
              data-view={view}
              data-events={events.length}
            >
              {/* Drawn once the first jobs are in, so the day opens scrolled to its first job. */}
              {jobs.isPending || !timeZone || !date ? (
                <Skeleton className="h-full w-full" />
              ) : (
                <ScheduleCalendar
                  view={view}
                  date={date}
                  timeZone={timeZone}
                  events={events}
                  more={more}
                  lanes={lanes}
                  min={hours.min}
                  max={hours.max}
                  canEdit={canEdit}
                  outsideEvent={outsideEvent}
                  outsideDrag={outsideDrag}
                  placing={dragged?.by === 'keyboard'}
                  onCancelPlacing={onDragEnd}
                  onMove={onMove}
                  onOpen={onOpenEvent}
                  onDropOutside={onDropOutside}
                  onSelectSlot={onSelectSlot}
                  onShowDay={onShowDay}
                />
              )}
            </div>
          </div>
          <div className="grid content-start gap-4">
            {(view === 'lanes' || view === 'day') && (
              <UnassignedList
                timeZone={tz}
                canEdit={canEdit}
                draggable={view === 'lanes'}
                draggingId={dragged?.job.id ?? null}
                outsideDrag={outsideDrag}
                onDragStart={onDragStart}
                onDragEnd={onDragEnd}
                onPlace={onPlace}
                onSchedule={setOpenJob}
              />
            )}
            <ConflictsPanel
              conflicts={conflicts.data}
              isError={conflicts.isError}
              canEdit={canEdit}
              onOpen={openById}
              onShiftLater={onShiftLater}
              shifting={shift.isPending}
            />
          </div>
        </div>
      )}
      {openJob && (
        <JobScheduleDialog
          key={openJob.id}
          job={openJob}
          timeZone={tz}
          lanes={allLanes}
          conflicts={(conflicts.data ?? []).filter((c) => c.jobId === openJob.id)}
          canEdit={canEdit}
          saving={move.isPending}
          shifting={shift.isPending}
          fieldErrors={isApiError(move.error, 400) ? move.error.fieldErrors : undefined}
          onShiftLater={() => onShiftLater(openJob.id)}
          onClose={() => setOpenJob(null)}
          onSave={(change) => send(openJob, change, null, () => setOpenJob(null))}
        />
      )}
    </div>
  );
}
