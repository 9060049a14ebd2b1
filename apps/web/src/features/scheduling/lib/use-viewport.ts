import { useLayoutEffect, useState, type RefObject } from 'react';

export interface Viewport {
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * The visible part of a scrolling element: its client size and scroll offsets, read once per frame while it
 * scrolls or resizes. `quantum` rounds the offsets down (px), so a scroll re-renders only when it crosses one
 * — what is drawn ahead (overscan) covers the rest.
 */
export function useViewport(ref: RefObject<HTMLElement | null>, quantum = 1): Viewport | null {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const next = {
        width: el.clientWidth,
        height: el.clientHeight,
        left: Math.floor(el.scrollLeft / quantum) * quantum,
        top: Math.floor(el.scrollTop / quantum) * quantum,
      };
      setViewport((prev) =>
        prev &&
        prev.width === next.width &&
        prev.height === next.height &&
        prev.left === next.left &&
        prev.top === next.top
          ? prev
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', schedule);
      observer.disconnect();
    };
  }, [ref, quantum]);
  return viewport;
}
