/**
 * Why a job was left out, for people: checks each job alone against every vehicle, in the order a
 * dispatcher would look. VROOM's output only lists unassigned jobs; dispatch shows these reasons beside them.
 */
import { compileProblem, travel } from './model';
import { earliestStart } from './route-state';
import type { VroomProblem, VroomSolution } from './vroom-types';

export type UnassignedReason =
  /** No vehicle has every skill the job needs. */
  | 'skills'
  /** The job alone is more than any able vehicle can carry. */
  | 'capacity'
  /** No able vehicle can reach the job inside one of its windows and get back within its own window. */
  | 'time_window'
  /** The job fits on its own, but every able vehicle's day is full (time, tasks or load). */
  | 'no_room';

export function unassignedReasons(
  problem: VroomProblem,
  solution: VroomSolution,
): Map<number, UnassignedReason> {
  const model = compileProblem(problem);
  const { m, dims } = model;
  const indexOf = new Map(problem.jobs.map((job, j) => [job.id, j]));
  const reasons = new Map<number, UnassignedReason>();
  for (const { id } of solution.unassigned) {
    const j = indexOf.get(id);
    if (j === undefined) continue;
    const skilled = Array.from({ length: m }, (_, v) => v).filter((v) => model.compat[j * m + v]);
    const carrying = skilled.filter((v) => {
      for (let d = 0; d < dims; d++) if (model.amount[j * dims + d] > model.vCap[v * dims + d]) return false;
      return model.vMaxTasks[v] > 0;
    });
    const reachable = carrying.filter((v) => {
      const loc = model.jobLoc[j];
      const start = earliestStart(model, j, model.vTwStart[v] + travel(model, model.vStart[v], loc));
      return start + model.service[j] + travel(model, loc, model.vEnd[v]) <= model.vTwEnd[v];
    });
    reasons.set(
      id,
      !skilled.length
        ? 'skills'
        : !carrying.length
          ? 'capacity'
          : !reachable.length
            ? 'time_window'
            : 'no_room',
    );
  }
  return reasons;
}
