import { timeRangeLabel } from '../lib/calendar-events';
import { atMinute } from '../lib/calendar-layout';

interface SlotGhostProps {
  slot: { column: number; start: number; end: number };
  /** What it shows: a job moved or resized, a stretch selected, a job coming from the unassigned list. */
  kind: 'move' | 'resize' | 'select' | 'outside';
  /** The keyboard's slot (a test id; the same look). */
  cursor?: boolean;
  /** The column's day (a wall-clock midnight), for the time label. */
  date: Date;
  width: number;
  first: number;
  last: number;
  scale: number;
}

/** The dashed box of the time grid where a drag, a selection or the keyboard's slot would land, with its times. */
export function SlotGhost({ slot, kind, cursor, date, width, first, last, scale }: SlotGhostProps) {
  return (
    <div
      className={`tw-cal-ghost tw-cal-ghost-${kind}`}
      data-testid={cursor ? 'slot-cursor' : undefined}
      style={{
        left: slot.column * width,
        width,
        top: (Math.max(slot.start, first) - first) * scale,
        height: Math.max(8, (Math.min(slot.end, last) - Math.max(slot.start, first)) * scale),
      }}
      aria-hidden="true"
    >
      {timeRangeLabel(atMinute(date, slot.start), atMinute(date, slot.end))}
    </div>
  );
}
