import { memo, useState } from 'react';
import { format } from 'date-fns';
import { isMovable, type CalendarEvent } from '../lib/calendar-events';
import { toDateParam } from '../lib/schedule-url';
import { CalendarEventBox, type DragMode } from './calendar-event-box';
import type { MoveRequest } from './calendar-types';
import { usePointerDrag } from '../lib/use-pointer-drag';

/** Jobs a month cell lists before "+N more" (which opens the day). */
export const MONTH_CELL_JOBS = 3;

interface MonthGridProps {
  /** The grid's days: whole weeks, Monday first (wall-clock midnights). */
  days: Date[];
  /** The month shown (its other days are dimmed). */
  month: number;
  eventsByDay: Map<string, CalendarEvent[]>;
  /** Jobs of each day the server did not send. */
  more: Map<string, number>;
  todayKey: string;
  canEdit: boolean;
  onMove: (move: MoveRequest) => void;
  onOpen: (event: CalendarEvent) => void;
  onShowDay: (date: Date) => void;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The month: a cell a day with its first jobs by time and "+N more" opening the day; the date opens the
 * day too. Dragging a job to another day keeps its time of day and length.
 */
export const MonthGrid = memo(function MonthGrid(props: MonthGridProps) {
  const { days, eventsByDay, more, canEdit, onMove, onOpen, onShowDay } = props;
  const [target, setTarget] = useState<string | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const dayUnder = (e: PointerEvent) =>
    document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-date]')?.dataset.date ??
    null;
  const drag = usePointerDrag<CalendarEvent>({
    onStart: (event) => setDraggingId(event.id),
    onMove: (_, e) => setTarget(dayUnder(e)),
    onEnd: (event, e) => {
      setTarget(null);
      setDraggingId(null);
      const key = e && dayUnder(e);
      if (!key || key === toDateParam(event.start)) return;
      const [y, m, d] = key.split('-').map(Number);
      const start = new Date(y, m - 1, d, event.start.getHours(), event.start.getMinutes());
      onMove({
        event,
        start,
        end: new Date(start.getTime() + (event.end.getTime() - event.start.getTime())),
      });
    },
  });
  const onDragStart = (event: CalendarEvent, _mode: DragMode, e: React.PointerEvent) => drag(event, e);
  const rows = days.length / 7;

  return (
    <div className="tw-cal tw-cal-month" data-testid="calendar-grid">
      <div className="tw-cal-month-head">
        {WEEKDAYS.map((d) => (
          <div key={d} className="tw-cal-month-weekday">
            {d}
          </div>
        ))}
      </div>
      <div className="tw-cal-month-body" style={{ gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }}>
        {days.map((day) => {
          const key = toDateParam(day);
          const jobs = eventsByDay.get(key) ?? [];
          const hidden = Math.max(0, jobs.length - MONTH_CELL_JOBS) + (more.get(key) ?? 0);
          const classes = [
            'tw-cal-month-cell',
            day.getMonth() !== props.month ? 'tw-cal-off-range' : '',
            key === props.todayKey ? 'tw-cal-today' : '',
            key === target ? 'tw-cal-drop-target' : '',
          ].join(' ');
          return (
            <div key={key} className={classes} data-date={key}>
              <button
                type="button"
                className="tw-cal-link tw-cal-month-date"
                onClick={() => onShowDay(day)}
                aria-label={format(day, 'EEEE, MMMM d')}
              >
                {day.getDate()}
              </button>
              {jobs.slice(0, MONTH_CELL_JOBS).map((event) => (
                <CalendarEventBox
                  key={event.id}
                  event={event}
                  withTime={false}
                  draggable={canEdit && isMovable(event.job)}
                  resizable={false}
                  dragging={draggingId === event.id}
                  onOpen={onOpen}
                  onDragStart={onDragStart}
                />
              ))}
              {hidden > 0 && (
                <button type="button" className="tw-cal-more" onClick={() => onShowDay(day)}>
                  +{hidden} more
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
});
