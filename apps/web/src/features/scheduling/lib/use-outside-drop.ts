import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { OutsideDragChannel } from './outside-drag';

interface OutsideDropOptions<P> {
  channel: OutsideDragChannel | null;
  /** The part of the screen that takes a drop (the grid's columns, without its header and hour labels). */
  dropZone: RefObject<HTMLElement | null>;
  inset: { top: number; left: number };
  /** Where a drop at this point would land, or whether it is the same as the one shown. */
  target: (x: number, y: number) => P;
  same: (a: P, b: P) => boolean;
  show: (preview: P | null) => void;
  current: () => P | null;
  onDrop: (at: P) => void;
}

/**
 * The time grid's side of a drag from the unassigned list: a ghost where the job would land while the
 * pointer is over the columns, a drop there when it is let go; nothing when let go elsewhere.
 */
export function useOutsideDrop<P>(options: OutsideDropOptions<P>) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { channel } = options;
  useEffect(() => {
    if (!channel) return;
    return channel.subscribe((phase, x, y) => {
      const { dropZone, inset, target, same, show, current, onDrop } = latest.current;
      const rect = dropZone.current?.getBoundingClientRect();
      const inside =
        !!rect &&
        x >= rect.left + inset.left &&
        x <= rect.right &&
        y >= rect.top + inset.top &&
        y <= rect.bottom;
      if (phase === 'move') {
        if (!inside) return current() ? show(null) : undefined;
        const next = target(x, y);
        const shown = current();
        if (!shown || !same(shown, next)) show(next);
        return;
      }
      show(null);
      if (phase === 'drop' && inside) onDrop(target(x, y));
    });
  }, [channel]);
}
