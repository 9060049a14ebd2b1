/**
 * A job dragged from the unassigned list to the calendar with the pointer (mouse, pen or a finger after a
 * hold): the list reports where the pointer is and where it was let go; the time grid listens and draws,
 * then drops on the lane under it. A channel rather than React state, so a move re-renders nothing.
 */
export type OutsideDragPhase = 'move' | 'drop' | 'cancel';
type Listener = (phase: OutsideDragPhase, x: number, y: number) => void;

export interface OutsideDragChannel {
  emit: (phase: OutsideDragPhase, x: number, y: number) => void;
  /** Returns the unsubscribe function. */
  subscribe: (listener: Listener) => () => void;
}

export function createOutsideDragChannel(): OutsideDragChannel {
  const listeners = new Set<Listener>();
  return {
    emit: (phase, x, y) => {
      for (const listener of listeners) listener(phase, x, y);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
