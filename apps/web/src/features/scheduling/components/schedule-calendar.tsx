import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { Calendar, type EventProps, type SlotInfo, type View } from 'react-big-calendar';
import dragAndDropModule, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { AlertTriangle } from 'lucide-react';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './schedule-calendar.css';
import { isMovable, timeRangeLabel, type CalendarEvent } from '../lib/calendar-events';
import { fastLocalizer } from '../lib/fast-localizer';
import type { ScheduleView } from '../lib/schedule-url';
import { toWallClock } from '@tradeworks/contracts/zone-clock';

const localizer = fastLocalizer();

export interface Lane {
  id: string;
  title: string;
}

// The add-on ships only as CommonJS (`exports.default`): the bundler may hand over the module object.
const withDragAndDrop =
  (dragAndDropModule as unknown as { default?: typeof dragAndDropModule }).default ?? dragAndDropModule;
const DnDCalendar = withDragAndDrop<CalendarEvent, Lane>(Calendar);

/**
 * A job on the calendar: number, client and service; a warning mark when the server lists a conflict.
 * Few elements on purpose: a busy week draws 500 of these (the calendar adds ~8 of its own around each).
 */
const JobEvent = memo(function JobEvent({ event }: EventProps<CalendarEvent>) {
  const { job } = event;
  return (
    <>
      {event.conflict && (
        <AlertTriangle className="tw-event-conflict" aria-label="Conflict" role="img" focusable="false" />
      )}
      <span className="tw-event-number">{job.jobNumber}</span>
      {` ${job.clientName} · ${job.serviceType}`}
    </>
  );
});

/*
 * Everything handed to the calendar keeps its identity between renders: react-big-calendar's views are
 * not pure components, so a new function or array in its props re-draws every job on the screen.
 */
const components = { event: JobEvent };
const formats = {
  timeGutterFormat: 'h a',
  // Built by hand: it runs once per job per draw (date-fns `format` is the slow part of a draw otherwise).
  eventTimeRangeFormat: ({ start, end }: { start: Date; end: Date }) => timeRangeLabel(start, end),
};
const VIEWS: View[] = ['day', 'week', 'month'];
const ignore = () => undefined;
const tooltip = (e: CalendarEvent) => `${e.job.jobNumber} · ${e.job.clientName} · ${e.job.serviceType}`;
const eventClass = (event: CalendarEvent) => ({
  className: [
    `tw-event tw-status-${event.job.status} tw-priority-${event.job.priority}`,
    event.conflict ? 'tw-conflict' : '',
    event.job.technicianId ? '' : 'tw-unassigned',
  ].join(' '),
});
/**
 * The time gutter's width in px, given rather than measured: the calendar otherwise measures it after its
 * first draw and draws all jobs a second time. Wide enough for "12 PM" in the gutter's font.
 */
const GUTTER_WIDTH = 56;

export interface MoveRequest {
  event: CalendarEvent;
  start: Date;
  end: Date;
  technicianId?: string;
}

interface ScheduleCalendarProps {
  view: ScheduleView;
  /** The shown day (local midnight of the tenant's date: a wall-clock date, as are the events). */
  date: Date;
  /** The organization's time zone: "now" (today's column, the red line) is read on its clock. */
  timeZone: string;
  events: CalendarEvent[];
  lanes: Lane[];
  min: Date;
  max: Date;
  canEdit: boolean;
  /** The unassigned job being dragged from the list, drawn under the pointer while it moves over a lane. */
  outsideEvent: CalendarEvent | null;
  onMove: (move: MoveRequest) => void;
  onOpen: (event: CalendarEvent) => void;
  onDropOutside: (move: { start: Date; technicianId?: string }) => void;
  onSelectSlot: (slot: { start: Date; end: Date; technicianId?: string }) => void;
  onShowDay: (date: Date) => void;
}

/**
 * react-big-calendar marks parts of its grid as table, row, cell and column header without the structure
 * those roles promise (axe: aria-required-children / -parent), which misleads screen readers. The grid is
 * a picture of the schedule; the jobs in it are buttons with their full text, so the grid roles go.
 */
const GRID_ROLES = '[role=table],[role=rowgroup],[role=row],[role=cell],[role=columnheader]';
function useWithoutGridRoles() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const strip = () =>
      root.querySelectorAll(GRID_ROLES).forEach((el) => {
        el.removeAttribute('role');
        el.removeAttribute('aria-sort');
      });
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}

const toDate = (v: string | Date) => (typeof v === 'string' ? new Date(v) : v);

/**
 * react-big-calendar with drag and drop: day, week, month, and the day with one lane per technician.
 * Memoised: the page re-renders on every fetch and toast; the calendar re-draws only when what it shows
 * changes (the page keeps its props stable).
 */
export const ScheduleCalendar = memo(function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { view, events, lanes, canEdit, outsideEvent, onMove, onOpen, onDropOutside, onSelectSlot } = props;
  const { timeZone } = props;
  const lanesView = view === 'lanes';
  const rbcView = view === 'lanes' ? 'day' : view;

  const handleDrop = useCallback(
    ({ event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>) => {
      let from = toDate(start);
      let to = toDate(end);
      if (view === 'month') {
        // A month cell is a day: keep the job's time of day and length, change only the date.
        from = new Date(from);
        from.setHours(event.start.getHours(), event.start.getMinutes(), 0, 0);
        to = new Date(from.getTime() + (event.end.getTime() - event.start.getTime()));
      }
      const technicianId =
        lanesView && resourceId && resourceId !== event.resourceId ? String(resourceId) : undefined;
      if (from.getTime() === event.start.getTime() && to.getTime() === event.end.getTime() && !technicianId)
        return;
      onMove({ event, start: from, end: to, technicianId });
    },
    [view, lanesView, onMove],
  );
  const handleResize = useCallback(
    ({ event, start, end }: EventInteractionArgs<CalendarEvent>) =>
      onMove({ event, start: toDate(start), end: toDate(end) }),
    [onMove],
  );
  const handleOutside = useCallback(
    ({ start, resource }: { start: string | Date; resource?: string | number }) =>
      onDropOutside({ start: toDate(start), technicianId: resource ? String(resource) : undefined }),
    [onDropOutside],
  );
  const handleSlot = useCallback(
    (slot: SlotInfo) => {
      if (slot.action === 'click') return;
      onSelectSlot({
        start: slot.start,
        end: slot.end,
        technicianId: slot.resourceId ? String(slot.resourceId) : undefined,
      });
    },
    [onSelectSlot],
  );
  const draggable = useCallback((e: CalendarEvent) => canEdit && isMovable(e.job), [canEdit]);
  const resizable = useCallback(
    (e: CalendarEvent) => canEdit && isMovable(e.job) && view !== 'month',
    [canEdit, view],
  );
  const dragFromOutside = useMemo(() => (outsideEvent ? () => outsideEvent : undefined), [outsideEvent]);
  const getNow = useCallback(() => toWallClock(Date.now(), timeZone), [timeZone]);
  const onKeyPressEvent = useCallback(
    (event: CalendarEvent, e: React.SyntheticEvent<HTMLElement>) => {
      const key = (e as unknown as React.KeyboardEvent).key;
      if (key === 'Enter' || key === ' ') {
        e.preventDefault();
        onOpen(event);
      }
    },
    [onOpen],
  );
  // Open the day at its first job (not at midnight in a 24-hour setting), else at the start of business hours.
  const firstMinute = useMemo(() => {
    const minutes = events.reduce(
      (first, e) => Math.min(first, e.start.getHours() * 60 + e.start.getMinutes()),
      24 * 60,
    );
    return Math.max(props.min.getHours() * 60, Math.min(minutes, 24 * 60 - 60) - 30);
  }, [events, props.min]);
  const scrollToTime = useMemo(
    () => new Date(1970, 0, 1, Math.floor(firstMinute / 60), firstMinute % 60),
    [firstMinute],
  );

  const rootRef = useWithoutGridRoles();
  return (
    <div ref={rootRef} className="h-full">
      <DnDCalendar
        className="tw-calendar"
        localizer={localizer}
        culture="en-US"
        events={events}
        view={rbcView}
        views={VIEWS}
        date={props.date}
        getNow={getNow}
        onView={ignore}
        onNavigate={ignore}
        onDrillDown={props.onShowDay}
        toolbar={false}
        resources={lanesView ? lanes : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        resourceAccessor="resourceId"
        step={15}
        timeslots={4}
        min={props.min}
        max={props.max}
        scrollToTime={scrollToTime}
        popup
        components={components}
        formats={formats}
        eventPropGetter={eventClass}
        tooltipAccessor={tooltip}
        draggableAccessor={draggable}
        resizableAccessor={resizable}
        onEventDrop={handleDrop}
        onEventResize={handleResize}
        onDropFromOutside={lanesView ? handleOutside : undefined}
        dragFromOutsideItem={dragFromOutside}
        onSelectEvent={onOpen}
        onKeyPressEvent={onKeyPressEvent}
        selectable={canEdit && view !== 'month' ? 'ignoreEvents' : false}
        onSelectSlot={handleSlot}
        dayLayoutAlgorithm="overlap"
        // Passed through to the time views as their gutter width (see GUTTER_WIDTH).
        {...{ width: GUTTER_WIDTH }}
      />
    </div>
  );
});
