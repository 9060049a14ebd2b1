/**
 * The better of several answers to the same problem, by the solver's own order: more priority placed, then
 * more jobs placed, then less travel. Ties keep the earlier one (the lower seed), so the pick is reproducible.
 */
import type { VroomSolution } from './vroom-types';

function better(a: VroomSolution, b: VroomSolution): boolean {
  if (a.summary.priority !== b.summary.priority) return a.summary.priority > b.summary.priority;
  if (a.summary.unassigned !== b.summary.unassigned) return a.summary.unassigned < b.summary.unassigned;
  return a.summary.cost < b.summary.cost - 1e-9;
}

export function pickBest(solutions: (VroomSolution | null)[]): VroomSolution | null {
  let best: VroomSolution | null = null;
  for (const s of solutions) if (s && (!best || better(s, best))) best = s;
  return best;
}
