/** The route optimiser's public surface: VROOM-format problem in, VROOM-format solution out. */
export * from './vroom-types';
export { solveVrp, defaultTimeBudgetMs, defaultIterations, defaultCpuBudgetMs } from './solver';
export { solveVrpInWorker } from './solve-in-worker';
export { nearestNeighbourPlan } from './nearest-neighbour';
export { validateSolution, type SolutionCheck } from './validate-solution';
export { unassignedReasons, type UnassignedReason } from './unassigned-reasons';
