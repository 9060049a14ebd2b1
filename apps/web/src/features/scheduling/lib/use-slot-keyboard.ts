import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { STEP_MINUTES } from './calendar-layout';

/** A slot chosen with the keyboard: a column (day or lane) and minutes of its day. */
export interface SlotCursor {
  column: number;
  start: number;
  end: number;
}

interface SlotKeyboardOptions {
  count: number;
  first: number;
  last: number;
  /** A job being placed (its length is kept) rather than a new job's slot (Shift+arrows stretch it). */
  placing: { length: number } | null;
  /** Where the cursor starts: the first slot on screen. */
  initial: () => { column: number; start: number };
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

  const begin = useCallback(() => {
    const { initial, placing, last } = latest.current;
    const at = initial();
    const length = placing?.length ?? STEP_MINUTES;
    const start = Math.max(0, Math.min(at.start, Math.max(last, 24 * 60) - length));
    setCursor({ column: at.column, start, end: Math.min(24 * 60, start + length) });
  }, []);

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
