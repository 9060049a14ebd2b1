import { memo, useMemo } from 'react';
import { isMovable, type CalendarEvent } from '../lib/calendar-events';
import { layoutColumn, minuteOfDay, type Span } from '../lib/calendar-layout';
import { CalendarEventBox, type DragMode } from './calendar-event-box';

/** The shortest a job is drawn (px): room for its time label. */
export const MIN_EVENT_PX = 20;

/** Where a job of the column starts and ends in the column's minutes (a job past midnight ends at 24:00). */
export function minutesInColumn(event: CalendarEvent, column: Date): { start: number; end: number } {
  const dayStart = column.getTime();
  const start = event.start.getTime() < dayStart ? 0 : minuteOfDay(event.start);
  const nextDay = new Date(column.getFullYear(), column.getMonth(), column.getDate() + 1).getTime();
  const end = event.end.getTime() >= nextDay ? 24 * 60 : minuteOfDay(event.end);
  return { start, end: Math.max(end, start) };
}

interface TimeColumnProps {
  index: number;
  date: Date;
  events: CalendarEvent[];
  width: number;
  first: number;
  last: number;
  /** Pixels per minute. */
  scale: number;
  /** Only jobs that reach into [windowTop, windowBottom) (px) are drawn: the rest are off screen. */
  windowTop: number;
  windowBottom: number;
  canEdit: boolean;
  resizable: boolean;
  draggingId: string | null;
  nowMinute: number | null;
  onOpen: (event: CalendarEvent) => void;
  onDragStart: (event: CalendarEvent, mode: DragMode, e: React.PointerEvent) => void;
}

/**
 * One day or lane of the time views: its jobs placed by time, overlapping ones side by side. Memoised: a
 * drag, a scroll within the drawn window or a toast re-draws nothing here.
 */
export const TimeColumn = memo(function TimeColumn(props: TimeColumnProps) {
  const { index, date, events, width, first, last, scale, windowTop, windowBottom } = props;
  const { canEdit, resizable, draggingId, nowMinute, onOpen, onDragStart } = props;
  const boxes = useMemo(() => {
    const height = (last - first) * scale;
    const minLength = MIN_EVENT_PX / scale;
    const spans: Span[] = [];
    const tops = new Map<string, { top: number; height: number }>();
    for (const event of events) {
      const m = minutesInColumn(event, date);
      // Jobs outside the shown hours sit at the edge they are beyond.
      const start = Math.min(Math.max(m.start, first), last - minLength);
      const end = Math.max(Math.min(m.end, last), start + minLength);
      spans.push({ id: event.id, start, end });
      const top = Math.max(0, Math.min((start - first) * scale, height - MIN_EVENT_PX));
      tops.set(event.id, { top, height: Math.max(MIN_EVENT_PX, (end - start) * scale) });
    }
    const placed = layoutColumn(spans, minLength);
    return events.map((event) => {
      const { top, height: h } = tops.get(event.id)!;
      const { column, columns } = placed.get(event.id)!;
      return { event, top, height: h, left: (column / columns) * 100, share: 100 / columns };
    });
  }, [events, date, first, last, scale]);

  return (
    <div className="tw-cal-column" style={{ left: index * width, width }} data-column={index}>
      {boxes.map(({ event, top, height, left, share }) =>
        top < windowBottom && top + height > windowTop ? (
          <CalendarEventBox
            key={event.id}
            event={event}
            withTime
            style={{ top, height, left: `${left}%`, width: `calc(${share}% - 3px)` }}
            draggable={canEdit && isMovable(event.job)}
            resizable={resizable && canEdit && isMovable(event.job)}
            dragging={draggingId === event.id}
            onOpen={onOpen}
            onDragStart={onDragStart}
          />
        ) : null,
      )}
      {nowMinute !== null && nowMinute >= first && nowMinute <= last && (
        <div className="tw-cal-now" style={{ top: (nowMinute - first) * scale }} aria-hidden="true" />
      )}
    </div>
  );
});
