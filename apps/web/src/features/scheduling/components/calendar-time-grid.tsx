import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { timeRangeLabel, type CalendarEvent } from '../lib/calendar-events';
import {
  atMinute,
  layoutColumn,
  minuteOfDay,
  snapMinute,
  STEP_MINUTES,
  visibleRange,
  widestCluster,
} from '../lib/calendar-layout';
import type { DragMode } from './calendar-event-box';
import { MIN_EVENT_PX, MIN_SIDE_PX, minutesInColumn, TimeColumn } from './calendar-time-column';
import type { OutsideDragChannel } from '../lib/outside-drag';
import { useOutsideDrop } from '../lib/use-outside-drop';
import { usePointerDrag } from '../lib/use-pointer-drag';
import { useSlotKeyboard } from '../lib/use-slot-keyboard';
import { useViewport } from '../lib/use-viewport';
import type { MoveRequest, TimeGridColumn } from './calendar-types';
import { SlotGhost } from './calendar-slot-ghost';
import { TimeGridHeader } from './calendar-time-header';

export type { TimeGridColumn } from './calendar-types';

/** The hour column's width and the header's height (px; matched in calendar.css). */
export const GUTTER_PX = 56;
export const HEADER_PX = 44;
/** An hour is at least this tall (px); taller when the shown hours fit the height. */
const MIN_HOUR_PX = 48;

interface TimeGridProps {
  columns: TimeGridColumn[];
  /** The jobs of each column, in column order. */
  events: CalendarEvent[][];
  /** First and last minute of the day shown. */
  first: number;
  last: number;
  minColumnWidth: number;
  /** Headers of days open that day (the week view). */
  daysOpen: boolean;
  /** Drops may change the technician (lanes) or the day (week). */
  acrossColumns: boolean;
  /**
   * Crowded overlaps fold into "+N more" that opens the day (week, lanes); otherwise (the day) the column
   * widens until each job is readable and the grid scrolls sideways.
   */
  foldCrowded: boolean;
  canEdit: boolean;
  todayKey: string;
  nowMinute: number;
  /** Scrolled to this minute when `scrollKey` changes (a new day or view). */
  scrollToMinute: number;
  scrollKey: string;
  /** The unassigned job being dragged (`outsideDrag` reports the pointer) or placed with the keyboard. */
  outsideEvent: CalendarEvent | null;
  outsideDrag: OutsideDragChannel | null;
  /** The job is being placed with the keyboard: the grid takes focus and the arrows move it. */
  placing: boolean;
  onCancelPlacing: () => void;
  onMove: (move: MoveRequest) => void;
  onOpen: (event: CalendarEvent) => void;
  onDropOutside: (move: { start: Date; technicianId?: string }) => void;
  onSelectSlot: (slot: { start: Date; end: Date; technicianId?: string }) => void;
  onShowDay: (date: Date) => void;
}

interface Preview {
  column: number;
  start: number;
  end: number;
  kind: 'move' | 'resize' | 'select' | 'outside';
}

interface EventDrag {
  event: CalendarEvent;
  mode: DragMode;
  origin: number;
  /** Minutes between the job's start and the pointer when it was pressed. */
  grab: number;
  length: number;
}

const hourLabel = (h: number) => `${h % 12 || 12} ${h < 12 || h === 24 ? 'AM' : 'PM'}`;

/**
 * The time views — a day, a week (a column a day) or the day's technician lanes (a column a technician):
 * hours down the side, jobs placed by time. The header and the hour column stay in place while the grid
 * scrolls; only the columns on screen are drawn, and in them only the jobs near the visible hours.
 * Drag a job to move it (to another day or lane where the view has them), its bottom edge to resize, an
 * empty stretch to create a job there; jobs dragged from the unassigned list drop onto a lane.
 */
export function TimeGrid(props: TimeGridProps) {
  const { columns, events, first, last, canEdit, outsideEvent, onMove, onDropOutside, onSelectSlot } = props;
  const { placing, onCancelPlacing } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const viewport = useViewport(scroller, 32);
  const count = columns.length;
  const span = last - first;
  const scale = viewport
    ? Math.max(MIN_HOUR_PX / 60, (viewport.height - HEADER_PX) / span)
    : MIN_HOUR_PX / 60;
  // Unfolded (the day), a column is wide enough for its busiest hour's jobs side by side.
  const minColumnWidth = useMemo(() => {
    if (props.foldCrowded) return props.minColumnWidth;
    let widest = 0;
    columns.forEach((column, i) => {
      const spans = (events[i] ?? []).map((e) => ({ id: e.id, ...minutesInColumn(e, column.date) }));
      widest = Math.max(widest, widestCluster(layoutColumn(spans, MIN_EVENT_PX / scale)));
    });
    return Math.max(props.minColumnWidth, widest * MIN_SIDE_PX);
  }, [props.foldCrowded, props.minColumnWidth, columns, events, scale]);
  const width = viewport
    ? Math.max(minColumnWidth, (viewport.width - GUTTER_PX) / Math.max(1, count))
    : minColumnWidth;
  const bodyHeight = span * scale;
  const drawn = viewport ? visibleRange(viewport.left, viewport.width - GUTTER_PX, width, count, 1) : null;
  const windowTop = viewport ? viewport.top - viewport.height : 0;
  const windowBottom = viewport ? viewport.top + 2 * viewport.height : 0;

  // Open at the first job (or the start of business hours) whenever the day or the view changes.
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !viewport || scrolledFor.current === props.scrollKey) return;
    scrolledFor.current = props.scrollKey;
    el.scrollTop = Math.max(0, (props.scrollToMinute - first) * scale);
  }, [viewport, props.scrollKey, props.scrollToMinute, first, scale]);

  const [preview, setPreview] = useState<Preview | null>(null);
  const previewRef = useRef<Preview | null>(null);
  const show = (next: Preview | null) => {
    previewRef.current = next;
    setPreview(next);
  };
  const [draggingId, setDraggingId] = useState<string | null>(null);

  /** The column and minute under a point of the screen. */
  const locate = useCallback(
    (clientX: number, clientY: number) => {
      const rect = area.current!.getBoundingClientRect();
      const column = Math.min(count - 1, Math.max(0, Math.floor((clientX - rect.left) / width)));
      return { column, minute: first + (clientY - rect.top) / scale };
    },
    [count, width, first, scale],
  );

  const dragEvent = usePointerDrag<EventDrag>({
    onStart: (drag) => setDraggingId(drag.event.id),
    onMove: (drag, e) => {
      const at = locate(e.clientX, e.clientY);
      if (drag.mode === 'resize') {
        const start = minuteOfDay(drag.event.start);
        const end = snapMinute(at.minute, start + STEP_MINUTES, 24 * 60);
        return show({ column: drag.origin, start, end, kind: 'resize' });
      }
      const start = snapMinute(at.minute - drag.grab, 0, 24 * 60 - Math.min(drag.length, 24 * 60));
      const column = props.acrossColumns ? at.column : drag.origin;
      show({ column, start, end: start + drag.length, kind: 'move' });
    },
    onEnd: (drag, e) => {
      const last = previewRef.current;
      show(null);
      setDraggingId(null);
      if (!e || !last) return;
      const target = columns[last.column];
      if (drag.mode === 'resize') {
        const end = atMinute(target.date, last.end);
        if (end.getTime() !== drag.event.end.getTime())
          onMove({ event: drag.event, start: drag.event.start, end });
        return;
      }
      const start = atMinute(target.date, last.start);
      const end = new Date(start.getTime() + drag.length * 60_000);
      const technicianId =
        target.laneId && target.laneId !== drag.event.resourceId ? target.laneId : undefined;
      if (start.getTime() === drag.event.start.getTime() && !technicianId) return;
      onMove({ event: drag.event, start, end, technicianId });
    },
  });

  const onEventDragStart = useCallback(
    (event: CalendarEvent, mode: DragMode, e: React.PointerEvent) => {
      const at = locate(e.clientX, e.clientY);
      const origin = columns.findIndex((c, i) => events[i]?.includes(event));
      const length = Math.max(
        STEP_MINUTES,
        Math.round((event.end.getTime() - event.start.getTime()) / 60_000),
      );
      dragEvent(
        { event, mode, origin: Math.max(0, origin), grab: at.minute - minuteOfDay(event.start), length },
        e,
      );
    },
    [locate, columns, events, dragEvent],
  );

  const select = usePointerDrag<{ column: number; anchor: number }>({
    onMove: ({ column, anchor }, e) => {
      const minute = locate(e.clientX, e.clientY).minute;
      const start = Math.min(anchor, Math.floor(minute / STEP_MINUTES) * STEP_MINUTES);
      const end = Math.max(anchor + STEP_MINUTES, Math.ceil(minute / STEP_MINUTES) * STEP_MINUTES);
      show({ column, start: Math.max(0, start), end: Math.min(24 * 60, end), kind: 'select' });
    },
    onEnd: (_, e) => {
      const last = previewRef.current;
      show(null);
      if (!e || !last) return;
      const target = columns[last.column];
      onSelectSlot({
        start: atMinute(target.date, last.start),
        end: atMinute(target.date, last.end),
        technicianId: target.laneId,
      });
    },
  });
  const onAreaPointerDown = (e: React.PointerEvent) => {
    if (!canEdit || (e.target as Element).closest('.tw-cal-event')) return;
    // No text selection and no native drag of selected text: this press selects time.
    if (e.pointerType === 'mouse') e.preventDefault();
    const at = locate(e.clientX, e.clientY);
    select({ column: at.column, anchor: Math.floor(at.minute / STEP_MINUTES) * STEP_MINUTES }, e);
  };

  // A job dragged from the unassigned list lands on a lane at the step under the pointer.
  const outsideLength = outsideEvent
    ? Math.round((outsideEvent.end.getTime() - outsideEvent.start.getTime()) / 60_000)
    : STEP_MINUTES;
  const dropOutside = (column: TimeGridColumn, start: number) =>
    onDropOutside({ start: atMinute(column.date, start), technicianId: column.laneId });
  useOutsideDrop<Preview>({
    channel: props.outsideDrag,
    dropZone: scroller,
    inset: { top: HEADER_PX, left: GUTTER_PX },
    target: (x, y) => {
      const at = locate(x, y);
      const start = snapMinute(
        Math.floor(at.minute / STEP_MINUTES) * STEP_MINUTES,
        0,
        24 * 60 - STEP_MINUTES,
      );
      return { column: at.column, start, end: Math.min(24 * 60, start + outsideLength), kind: 'outside' };
    },
    same: (a, b) => a.column === b.column && a.start === b.start,
    show,
    current: () => previewRef.current,
    onDrop: (at) => dropOutside(columns[at.column], at.start),
  });

  // The keyboard: a slot moved with the arrows, Enter creates a job there or places the unassigned job.
  const keyboard = useSlotKeyboard({
    count,
    first,
    last,
    scale,
    width,
    scroller,
    area,
    inset: { top: HEADER_PX, left: GUTTER_PX },
    placing: placing ? { length: outsideLength } : null,
    onChoose: (slot) => {
      const column = columns[slot.column];
      if (placing) return dropOutside(column, slot.start);
      onSelectSlot({
        start: atMinute(column.date, slot.start),
        end: atMinute(column.date, slot.end),
        technicianId: column.laneId,
      });
    },
    onCancel: onCancelPlacing,
  });
  const { cursor, begin: beginKeyboard } = keyboard;
  const cursorLabel = cursor
    ? `${columns[cursor.column].title}, ${timeRangeLabel(
        atMinute(columns[cursor.column].date, cursor.start),
        atMinute(columns[cursor.column].date, cursor.end),
      )}`
    : '';

  const hours = useMemo(() => {
    const out: number[] = [];
    for (let h = Math.ceil(first / 60); h * 60 < last; h++) out.push(h);
    return out;
  }, [first, last]);
  const contentWidth = GUTTER_PX + count * width;
  const ghostScale = { width, first, last, scale };
  // Hour lines, then quarter-hour lines, drawn from the first whole hour / quarter shown.
  const gridLines = {
    backgroundSize: `100% ${60 * scale}px, 100% ${STEP_MINUTES * scale}px`,
    backgroundPositionY: `${(Math.ceil(first / 60) * 60 - first) * scale}px, ${(Math.ceil(first / STEP_MINUTES) * STEP_MINUTES - first) * scale}px`,
  };

  return (
    <div ref={scroller} className="tw-cal tw-cal-time" data-testid="calendar-grid">
      <div className="tw-cal-canvas" style={{ width: contentWidth }}>
        <TimeGridHeader
          columns={columns}
          width={width}
          height={HEADER_PX}
          todayKey={props.todayKey}
          daysOpen={props.daysOpen}
          onShowDay={props.onShowDay}
        />
        <div className="tw-cal-body" style={{ height: bodyHeight }}>
          <div className="tw-cal-gutter">
            {hours.map((h) => (
              <div
                key={h}
                className="tw-cal-hour"
                style={{ top: (h * 60 - first) * scale, height: 60 * scale }}
              >
                {hourLabel(h)}
              </div>
            ))}
          </div>
          <div
            ref={area}
            className="tw-cal-area"
            style={{ width: count * width, ...gridLines }}
            onPointerDown={onAreaPointerDown}
            role={canEdit ? 'application' : undefined}
            tabIndex={canEdit ? 0 : undefined}
            aria-label={
              canEdit
                ? placing && outsideEvent
                  ? `Place ${outsideEvent.job.jobNumber}: arrow keys choose the technician and time, Enter places it, Escape cancels`
                  : 'Free time: arrow keys choose a slot, Shift and an arrow make it longer, Enter creates a job there'
                : undefined
            }
            onKeyDown={canEdit ? keyboard.onKeyDown : undefined}
            onFocus={(e) => {
              if (e.target === e.currentTarget && !cursor && e.currentTarget.matches(':focus-visible'))
                beginKeyboard();
            }}
            onBlur={(e) => {
              if (e.target !== e.currentTarget) return;
              keyboard.clear();
              if (placing) onCancelPlacing();
            }}
          >
            {drawn &&
              columns.map((column, i) =>
                i >= drawn.first && i <= drawn.last ? (
                  <TimeColumn
                    key={column.key}
                    index={i}
                    date={column.date}
                    events={events[i]}
                    width={width}
                    first={first}
                    last={last}
                    scale={scale}
                    windowTop={windowTop}
                    windowBottom={windowBottom}
                    fold={props.foldCrowded}
                    canEdit={canEdit}
                    resizable
                    draggingId={draggingId}
                    nowMinute={column.dateKey === props.todayKey ? props.nowMinute : null}
                    onOpen={props.onOpen}
                    onShowDay={props.onShowDay}
                    onDragStart={onEventDragStart}
                  />
                ) : null,
              )}
            {cursor && (
              <SlotGhost
                slot={cursor}
                kind={placing ? 'outside' : 'select'}
                cursor
                date={columns[cursor.column].date}
                {...ghostScale}
              />
            )}
            {preview && (
              <SlotGhost
                slot={preview}
                kind={preview.kind}
                date={columns[preview.column].date}
                {...ghostScale}
              />
            )}
          </div>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {cursorLabel}
      </p>
    </div>
  );
}
