/**
 * The plan a dispatcher gets without optimising: each vehicle in turn drives to the nearest job it can
 * still reach inside the job's window (and return by the end of its own), until none is left.
 * Used as the baseline for "drive time saved" when nothing was planned before.
 */
import { compileProblem, travel } from './model';
import { earliestStart } from './route-state';
import { buildSolution } from './solution-output';
import type { VroomProblem, VroomSolution } from './vroom-types';

export function nearestNeighbourPlan(problem: VroomProblem): VroomSolution {
  const started = performance.now();
  const model = compileProblem(problem);
  const { n, m, dims } = model;
  const free = new Set(Array.from({ length: n }, (_, j) => j));
  const routes: number[][] = [];
  for (let v = 0; v < m; v++) {
    const route: number[] = [];
    let t = model.vTwStart[v];
    let at = model.vStart[v];
    const load = new Float64Array(dims);
    for (;;) {
      let next = -1;
      let nextLeg = Infinity;
      if (route.length < model.vMaxTasks[v])
        for (const j of free) {
          if (!model.compat[j * m + v]) continue;
          let fits = true;
          for (let d = 0; d < dims; d++)
            if (load[d] + model.amount[j * dims + d] > model.vCap[v * dims + d] + 1e-9) fits = false;
          const leg = travel(model, at, model.jobLoc[j]);
          if (!fits || leg > nextLeg || (leg === nextLeg && j > next)) continue;
          const start = earliestStart(model, j, t + leg);
          const home = start + model.service[j] + travel(model, model.jobLoc[j], model.vEnd[v]);
          if (start === Infinity || home > model.vTwEnd[v]) continue;
          next = j;
          nextLeg = leg;
        }
      if (next < 0) break;
      free.delete(next);
      route.push(next);
      t = earliestStart(model, next, t + nextLeg) + model.service[next];
      at = model.jobLoc[next];
      for (let d = 0; d < dims; d++) load[d] += model.amount[next * dims + d];
    }
    routes.push(route);
  }
  return buildSolution(problem, model, routes, [...free], performance.now() - started, 0);
}
