import {
  solveVrpInWorker,
  type SolveOptions,
  type VroomProblem,
  type VroomSolution,
} from '../../platform/vrp';

/**
 * The one door to the VRP solver (platform/vrp), so dispatch can be tested with an exact solver and the
 * real one (solveVrpInWorker, a worker thread) is wired in this file only.
 */
export interface RouteSolver {
  solve(problem: VroomProblem, options: SolveOptions): Promise<VroomSolution>;
}

/** The platform solver, in a worker thread so the server keeps answering while it searches. */
export const platformRouteSolver: RouteSolver = {
  solve: (problem, options) => solveVrpInWorker(problem, options),
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
