import { pathTotals, type TechnicianRoute } from './route-result';
import type { TravelMatrix } from './travel-time';

/**
 * Pure: the drive time the optimised plan is measured against. Each technician's new set of jobs is driven
 * in the order they had before (route order, then scheduled time); jobs new to them are added by nearest
 * neighbour from where that leaves them. With nothing planned before, that is a nearest-neighbour plan.
 */

/** Visits `points` (matrix indexes) greedily by nearest next from `from`. */
export function nearestNeighbourOrder(from: number, points: number[], matrix: TravelMatrix): number[] {
  const left = [...points];
  const order: number[] = [];
  let at = from;
  while (left.length) {
    let best = 0;
    for (let i = 1; i < left.length; i++)
      if (matrix.durations[at][left[i]] < matrix.durations[at][left[best]]) best = i;
    at = left.splice(best, 1)[0];
    order.push(at);
  }
  return order;
}

export function baselineDrive(
  routes: TechnicianRoute[],
  startIndex: Map<string, number>,
  jobIndex: Map<string, number>,
  previousOrder: Map<string, string[]>,
  matrix: TravelMatrix,
): { seconds: number; kind: 'previous' | 'nearest-neighbour' } {
  let seconds = 0;
  let usedPrevious = false;
  for (const route of routes) {
    const start = startIndex.get(route.technicianId)!;
    const mine = new Set(route.stops.map((s) => s.jobId));
    const before = (previousOrder.get(route.technicianId) ?? []).filter((id) => mine.has(id));
    if (before.length) usedPrevious = true;
    const fresh = route.stops.map((s) => s.jobId).filter((id) => !before.includes(id));
    const head = [start, ...before.map((id) => jobIndex.get(id)!)];
    const tail = nearestNeighbourOrder(
      head[head.length - 1],
      fresh.map((id) => jobIndex.get(id)!),
      matrix,
    );
    seconds += pathTotals([...head, ...tail], matrix).seconds;
  }
  return { seconds, kind: usedPrevious ? 'previous' : 'nearest-neighbour' };
}

/** Percentage of drive time saved, one decimal (0 when there was nothing to drive). */
export function efficiencyImprovement(baselineSeconds: number, planSeconds: number): number {
  if (baselineSeconds <= 0) return 0;
  return Math.round(((baselineSeconds - planSeconds) / baselineSeconds) * 1000) / 10;
}
