import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** How far a mouse or pen moves before a press becomes a drag (px), and how long a finger must rest (ms). */
const MOVE_THRESHOLD = 4;
const TOUCH_HOLD_MS = 350;

export interface PointerDragHandlers<T> {
  /** The press became a drag. */
  onStart?: (payload: T, e: PointerEvent) => void;
  onMove: (payload: T, e: PointerEvent) => void;
  /** Released (`e`) or cancelled (null: Escape, the browser took the pointer, the element went away). */
  onEnd: (payload: T, e: PointerEvent | null) => void;
}

/**
 * Pointer dragging for the calendar: mouse and pen drag after a few pixels; a finger after resting a moment
 * (so a swipe still scrolls the calendar), after which the page does not scroll under it. The click that
 * ends a drag is swallowed, so dropping a job does not also open it. Returns `begin(payload, event)` for
 * a pointerdown handler.
 */
export function usePointerDrag<T>(handlers: PointerDragHandlers<T>) {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  return useCallback((payload: T, down: React.PointerEvent) => {
    if (down.button !== 0 || stop.current) return;
    const touch = down.pointerType === 'touch';
    const x0 = down.clientX;
    const y0 = down.clientY;
    let active = false;
    let last: PointerEvent | null = null;
    const start = (e: PointerEvent) => {
      active = true;
      latest.current.onStart?.(payload, e);
      latest.current.onMove(payload, e);
    };
    const hold = touch
      ? window.setTimeout(() => {
          if (last || !touch) return;
          start(down.nativeEvent);
        }, TOUCH_HOLD_MS)
      : 0;
    const move = (e: PointerEvent) => {
      if (e.pointerId !== down.pointerId) return;
      if (active) return latest.current.onMove(payload, e);
      const far = Math.hypot(e.clientX - x0, e.clientY - y0) > MOVE_THRESHOLD;
      if (!far) return;
      if (touch) {
        // The finger moved before the hold: the person is scrolling, not dragging.
        last = e;
        return finish(null);
      }
      start(e);
    };
    // While a finger drags, the page must not scroll under it.
    const touchMove = (e: TouchEvent) => {
      if (active) e.preventDefault();
    };
    const swallowClick = (e: MouseEvent) => {
      e.stopPropagation();
      e.preventDefault();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') finish(null);
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId === down.pointerId) finish(e);
    };
    const cancel = (e: PointerEvent) => {
      if (e.pointerId === down.pointerId) finish(null);
    };
    function finish(e: PointerEvent | null) {
      cleanup();
      if (!active) return;
      if (e) {
        // The click that follows this pointerup belongs to the drag.
        window.addEventListener('click', swallowClick, { capture: true, once: true });
        window.setTimeout(() => window.removeEventListener('click', swallowClick, { capture: true }), 0);
      }
      latest.current.onEnd(payload, e);
    }
    function cleanup() {
      window.clearTimeout(hold);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', key);
      window.removeEventListener('touchmove', touchMove);
      stop.current = null;
    }
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', key);
    window.addEventListener('touchmove', touchMove, { passive: false });
    stop.current = () => {
      const wasActive = active;
      cleanup();
      if (wasActive) latest.current.onEnd(payload, null);
    };
  }, []);
}
