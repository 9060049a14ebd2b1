import { memo, useMemo } from 'react';
import { isMovable, type CalendarEvent } from '../lib/calendar-events';
import { groupCrowded, layoutColumn, minuteOfDay, type Span } from '../lib/calendar-layout';
import { CalendarEventBox, type DragMode } from './calendar-event-box';

/** The shortest a job is drawn (px): room for its time label. */
export const MIN_EVENT_PX = 20;
/** The narrowest a job is drawn beside others (px): its time and number stay readable. */
export const MIN_SIDE_PX = 52;

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
  /**
   * Fold crowded overlaps into "+N more" (opening the day) so no job is narrower than MIN_SIDE_PX; off in
   * the day view, which widens instead.
   */
  fold: boolean;
  canEdit: boolean;
  resizable: boolean;
  draggingId: string | null;
  nowMinute: number | null;
  onOpen: (event: CalendarEvent) => void;
  onShowDay: (date: Date) => void;
  onDragStart: (event: CalendarEvent, mode: DragMode, e: React.PointerEvent) => void;
}

/**
 * One day or lane of the time views: its jobs placed by time, overlapping ones side by side. Memoised: a
 * drag, a scroll within the drawn window or a toast re-draws nothing here.
 */
export const TimeColumn = memo(function TimeColumn(props: TimeColumnProps) {
  const { index, date, events, width, first, last, scale, windowTop, windowBottom } = props;
  const { fold, canEdit, resizable, draggingId, nowMinute, onOpen, onShowDay, onDragStart } = props;
  const { boxes, folds } = useMemo(() => {
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
    const { shown, folded } = groupCrowded(placed, fold ? width / MIN_SIDE_PX : Infinity);
    const boxes = events.flatMap((event) => {
      const place = shown.get(event.id);
      if (!place) return [];
      const { top, height: h } = tops.get(event.id)!;
      const { column, columns } = place;
      return [{ event, top, height: h, left: (column / columns) * 100, share: 100 / columns }];
    });
    // A fold spans its jobs' hours: from the first one's top to the last one's bottom.
    const folds = folded.map(({ ids, column, columns }) => {
      const top = Math.min(...ids.map((id) => tops.get(id)!.top));
      const bottom = Math.max(...ids.map((id) => tops.get(id)!.top + tops.get(id)!.height));
      return {
        key: ids[0],
        count: ids.length,
        top,
        height: bottom - top,
        left: (column / columns) * 100,
        share: 100 / columns,
      };
    });
    return { boxes, folds };
  }, [events, date, first, last, scale, fold, width]);

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
      {folds.map(({ key, count, top, height, left, share }) =>
        top < windowBottom && top + height > windowTop ? (
          <button
            key={key}
            type="button"
            className="tw-cal-fold"
            style={{ top, height, left: `${left}%`, width: `calc(${share}% - 3px)` }}
            aria-label={`+${count} more at the same time: open the day`}
            onClick={() => onShowDay(date)}
          >
            +{count} more
          </button>
        ) : null,
      )}
      {nowMinute !== null && nowMinute >= first && nowMinute <= last && (
        <div className="tw-cal-now" style={{ top: (nowMinute - first) * scale }} aria-hidden="true" />
      )}
    </div>
  );
});
