import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { STEP_MINUTES } from './calendar-layout';

/** A slot chosen with the keyboard: a column (day or lane) and minutes of its day. */
export interface SlotCursor {
  column: number;
  start: number;
  end: number;
}

interface SlotKeyboardOptions {
  count: number;
  /** The grid's geometry: first and last minute, pixels a minute, a column's width. */
  first: number;
  last: number;
  scale: number;
  width: number;
  /** The scrolling box and the focusable columns area; the sticky header's height and hour column's width. */
  scroller: RefObject<HTMLElement | null>;
  area: RefObject<HTMLElement | null>;
  inset: { top: number; left: number };
  /** A job being placed (its length is kept; the area takes focus) rather than a new job's slot. */
  placing: { length: number } | null;
  onChoose: (cursor: SlotCursor) => void;
  onCancel: () => void;
}

/**
 * The keyboard way to pick a slot of the time grid (issue 34 item 12): with the grid focused, arrows move a
 * slot through the times (up, down) and the days or lanes (left, right), Shift+up/down stretch it, Enter
 * takes it (a new job there, or the job being placed from the unassigned list), Escape lets go.
 */
export function useSlotKeyboard(options: SlotKeyboardOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [cursor, setCursor] = useState<SlotCursor | null>(null);

  // The cursor starts at the first slot on screen.
  const begin = useCallback(() => {
    const { scroller, placing, count, first, scale, width } = latest.current;
    const el = scroller.current;
    if (!el) return;
    const column = Math.min(count - 1, Math.ceil(el.scrollLeft / width));
    const minute = Math.ceil((first + el.scrollTop / scale) / STEP_MINUTES) * STEP_MINUTES;
    const length = placing?.length ?? STEP_MINUTES;
    const start = Math.max(0, Math.min(minute, 24 * 60 - length));
    setCursor({ column, start, end: Math.min(24 * 60, start + length) });
  }, []);

  const placingNow = !!options.placing;
  useLayoutEffect(() => {
    if (!placingNow) return;
    latest.current.area.current?.focus({ preventScroll: true });
    begin();
  }, [placingNow, begin]);

  // The slot under the keyboard stays on screen.
  const { first, scale, width } = options;
  useLayoutEffect(() => {
    const { scroller, inset } = latest.current;
    const el = scroller.current;
    if (!cursor || !el) return;
    const top = (cursor.start - first) * scale;
    const bottom = (cursor.end - first) * scale;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (bottom > el.scrollTop + el.clientHeight - inset.top)
      el.scrollTop = bottom - el.clientHeight + inset.top;
    const left = cursor.column * width;
    if (left < el.scrollLeft) el.scrollLeft = left;
    else if (left + width > el.scrollLeft + el.clientWidth - inset.left)
      el.scrollLeft = left + width - el.clientWidth + inset.left;
  }, [cursor, first, scale, width]);

  const onKeyDown = useCallback(
    (e: React.KeyboardEvent) => {
      if (e.target !== e.currentTarget) return;
      const { count, placing, onChoose, onCancel } = latest.current;
      if (e.key === 'Escape') {
        if (!cursor && !placing) return;
        e.preventDefault();
        setCursor(null);
        onCancel();
        return;
      }
      if (!cursor) {
        if (e.key.startsWith('Arrow') || e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          begin();
        }
        return;
      }
      const length = cursor.end - cursor.start;
      let next: SlotCursor | null = null;
      if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        const step = e.key === 'ArrowUp' ? -STEP_MINUTES : STEP_MINUTES;
        if (e.shiftKey && !placing) {
          const end = Math.min(24 * 60, Math.max(cursor.start + STEP_MINUTES, cursor.end + step));
          next = { ...cursor, end };
        } else {
          const start = Math.min(24 * 60 - length, Math.max(0, cursor.start + step));
          next = { ...cursor, start, end: start + length };
        }
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const column = Math.min(count - 1, Math.max(0, cursor.column + (e.key === 'ArrowLeft' ? -1 : 1)));
        next = { ...cursor, column };
      } else if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        setCursor(null);
        onChoose(cursor);
        return;
      }
      if (next) {
        e.preventDefault();
        setCursor(next);
      }
    },
    [cursor, begin],
  );

  const clear = useCallback(() => setCursor(null), []);
  return { cursor, begin, clear, onKeyDown };
}
