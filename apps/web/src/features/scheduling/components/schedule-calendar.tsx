import { memo, useEffect, useMemo, useState } from 'react';
import { addDays, format, startOfMonth, startOfWeek } from 'date-fns';
import { toWallClock } from '@tradeworks/contracts/zone-clock';
import type { CalendarEvent } from '../lib/calendar-events';
import { minuteOfDay, visibleMinutes } from '../lib/calendar-layout';
import { rangeOf, toDateParam, WEEK_STARTS_ON, type ScheduleView } from '../lib/schedule-url';
import type { OutsideDragChannel } from '../lib/outside-drag';
import type { Lane, MoveRequest } from './calendar-types';
import { MonthGrid } from './calendar-month-grid';
import { TimeGrid, type TimeGridColumn } from './calendar-time-grid';
import './calendar.css';

export type { Lane, MoveRequest } from './calendar-types';

interface ScheduleCalendarProps {
  view: ScheduleView;
  /** The shown day (local midnight of the tenant's date: a wall-clock date, as are the events). */
  date: Date;
  /** The organization's time zone: "now" (today's column, the red line) is read on its clock. */
  timeZone: string;
  events: CalendarEvent[];
  /** Jobs of a day the server left out (more than the calendar draws a day), by YYYY-MM-DD. */
  more: Map<string, number>;
  lanes: Lane[];
  min: Date;
  max: Date;
  canEdit: boolean;
  /** The unassigned job being dragged from the list, drawn under the pointer while it moves over a lane. */
  outsideEvent: CalendarEvent | null;
  /** Where the pointer drags it: the unassigned list reports, the lanes listen. */
  outsideDrag: OutsideDragChannel;
  /** The unassigned job is being placed with the keyboard (the lanes take focus). */
  placing: boolean;
  onCancelPlacing: () => void;
  onMove: (move: MoveRequest) => void;
  onOpen: (event: CalendarEvent) => void;
  onDropOutside: (move: { start: Date; technicianId?: string }) => void;
  onSelectSlot: (slot: { start: Date; end: Date; technicianId?: string }) => void;
  onShowDay: (date: Date) => void;
}

/**
 * Narrowest column (px): a week's day on a phone scrolls sideways rather than squeeze. Lanes are narrow
 * enough that eight technicians fit beside the unassigned list at 1280 px; more scroll sideways under
 * the sticky hour labels.
 */
const MIN_COLUMN = { day: 120, week: 88, lanes: 72 } as const;

/** The tenant's wall-clock now, moved on every minute (today's column and the red line). */
function useNow(timeZone: string): Date {
  const [now, setNow] = useState(() => toWallClock(Date.now(), timeZone));
  useEffect(() => {
    const tick = () => setNow(toWallClock(Date.now(), timeZone));
    tick();
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return now;
}

/**
 * The scheduling calendar, our own: day, week and month, and the day with one lane per technician. Jobs
 * are drawn from the calendar read's small projection; moves go back to the page as wall-clock dates.
 * Memoised: the page re-renders on every fetch and toast; the calendar only when what it shows changes.
 */
export const ScheduleCalendar = memo(function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { view, date, events, lanes, more } = props;
  const now = useNow(props.timeZone);
  const todayKey = toDateParam(now);
  const dateKey = toDateParam(date);

  const columns: TimeGridColumn[] = useMemo(() => {
    if (view === 'lanes')
      return lanes.map((lane) => ({ key: lane.id, date, dateKey, laneId: lane.id, title: lane.title }));
    const days =
      view === 'week'
        ? Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }), i))
        : [date];
    return days.map((day) => {
      const key = toDateParam(day);
      return { key, date: day, dateKey: key, title: format(day, 'EEE d'), more: more.get(key) };
    });
  }, [view, date, dateKey, lanes, more]);

  const byColumn = useMemo(() => {
    const index = new Map(columns.map((c, i) => [view === 'lanes' ? c.key : c.dateKey, i]));
    const out: CalendarEvent[][] = columns.map(() => []);
    for (const event of events) {
      const day = toDateParam(event.start);
      const i =
        view === 'lanes' ? (day === dateKey ? index.get(event.resourceId ?? '') : undefined) : index.get(day);
      if (i !== undefined) out[i].push(event);
    }
    return out;
  }, [columns, events, view, dateKey]);

  const eventsByDay = useMemo(() => {
    const out = new Map<string, CalendarEvent[]>();
    if (view !== 'month') return out;
    for (const event of [...events].sort((a, b) => a.start.getTime() - b.start.getTime())) {
      const key = toDateParam(event.start);
      const list = out.get(key);
      if (list) list.push(event);
      else out.set(key, [event]);
    }
    return out;
  }, [view, events]);

  const { first, last } = visibleMinutes(props.min, props.max);
  // Open the day at its first job (not at midnight in a 24-hour setting), else at the start of business hours.
  const firstMinute = useMemo(() => {
    const minutes = events.reduce((m, e) => Math.min(m, minuteOfDay(e.start)), 24 * 60);
    return Math.max(first, Math.min(minutes, 24 * 60 - 60) - 30);
  }, [events, first]);

  if (view === 'month') {
    const range = rangeOf('month', date);
    const start = new Date(`${range.from}T00:00:00`);
    const end = new Date(`${range.to}T00:00:00`);
    const days: Date[] = [];
    for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
    return (
      <MonthGrid
        days={days}
        month={startOfMonth(date).getMonth()}
        eventsByDay={eventsByDay}
        more={more}
        todayKey={todayKey}
        canEdit={props.canEdit}
        onMove={props.onMove}
        onOpen={props.onOpen}
        onShowDay={props.onShowDay}
      />
    );
  }
  return (
    <TimeGrid
      columns={columns}
      events={byColumn}
      first={first}
      last={last}
      minColumnWidth={MIN_COLUMN[view]}
      daysOpen={view === 'week'}
      acrossColumns={view !== 'day'}
      foldCrowded={view !== 'day'}
      canEdit={props.canEdit}
      todayKey={todayKey}
      nowMinute={minuteOfDay(now)}
      scrollToMinute={firstMinute}
      scrollKey={`${view}:${dateKey}`}
      outsideEvent={view === 'lanes' ? props.outsideEvent : null}
      outsideDrag={view === 'lanes' ? props.outsideDrag : null}
      placing={view === 'lanes' && props.placing}
      onCancelPlacing={props.onCancelPlacing}
      onMove={props.onMove}
      onOpen={props.onOpen}
      onDropOutside={props.onDropOutside}
      onSelectSlot={props.onSelectSlot}
      onShowDay={props.onShowDay}
    />
  );
});
