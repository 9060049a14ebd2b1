import { AppError } from '../../http/app-error';
import type { SolveOptions, VroomProblem, VroomSolution } from '../../platform/vrp/vroom-types';

/**
 * The one door to the VRP solver (platform/vrp), so dispatch can be tested with an exact solver and the
 * real one (solveVrpInWorker, a worker thread) is wired in this file only.
 */
export interface RouteSolver {
  solve(problem: VroomProblem, options: SolveOptions): Promise<VroomSolution>;
}

export const ROUTE_OPTIMISER_UNAVAILABLE = 'Route optimiser is not available';

/**
 * The platform solver is built on its own branch; until it is merged here, optimising answers a coded 503.
 * Wiring it: `import { solveVrpInWorker } from '../../platform/vrp/solve'` and return it from solve().
 */
export const platformRouteSolver: RouteSolver = {
  async solve() {
    throw new AppError('UNAVAILABLE', ROUTE_OPTIMISER_UNAVAILABLE);
  },
};

let current: RouteSolver = platformRouteSolver;

export function routeSolver(): RouteSolver {
  return current;
}

/** Tests inject an exact solver; returns a function that restores the previous one. */
export function useRouteSolver(solver: RouteSolver): () => void {
  const previous = current;
  current = solver;
  return () => {
    current = previous;
  };
}
