/**
 * The VROOM JSON problem and solution formats (https://github.com/VROOM-Project/vroom/blob/master/docs/API.md),
 * the subset our solver reads and writes. Times are seconds (any consistent unit), locations [lon, lat].
 * The solver in this folder has no database or HTTP in it: dispatch builds a problem, the solver answers.
 */
export type Location = [lon: number, lat: number];
export type TimeWindow = [start: number, end: number];

export interface VroomJob {
  id: number;
  description?: string;
  location?: Location;
  location_index?: number;
  /** Time spent at the job. */
  service?: number;
  delivery?: number[];
  pickup?: number[];
  /** Skills a vehicle must all have to do this job. */
  skills?: number[];
  /** 0–100; higher is placed first when not everything fits. */
  priority?: number;
  time_windows?: TimeWindow[];
}

export interface VroomVehicle {
  id: number;
  description?: string;
  profile?: string;
  start?: Location;
  start_index?: number;
  end?: Location;
  end_index?: number;
  capacity?: number[];
  skills?: number[];
  time_window?: TimeWindow;
  max_tasks?: number;
}

export interface VroomMatrices {
  durations: number[][];
  distances?: number[][];
}

export interface VroomProblem {
  jobs: VroomJob[];
  vehicles: VroomVehicle[];
  /** Per profile (we use `car`); index by location_index / start_index / end_index. */
  matrices?: Record<string, VroomMatrices>;
}

export type VroomStepType = 'start' | 'job' | 'end';

export interface VroomStep {
  type: VroomStepType;
  id?: number;
  job?: number;
  description?: string;
  location?: Location;
  location_index?: number;
  arrival: number;
  duration: number;
  setup: number;
  service: number;
  waiting_time: number;
  load?: number[];
  distance?: number;
}

export interface VroomRoute {
  vehicle: number;
  description?: string;
  cost: number;
  setup: number;
  service: number;
  duration: number;
  waiting_time: number;
  priority: number;
  delivery?: number[];
  pickup?: number[];
  distance?: number;
  steps: VroomStep[];
}

export interface VroomUnassigned {
  id: number;
  type: 'job';
  description?: string;
  location?: Location;
  location_index?: number;
}

export interface VroomSummary {
  cost: number;
  routes: number;
  unassigned: number;
  setup: number;
  service: number;
  duration: number;
  waiting_time: number;
  priority: number;
  delivery?: number[];
  pickup?: number[];
  distance?: number;
  computing_times: { loading: number; solving: number; routing: number };
}

export interface VroomSolution {
  code: 0;
  summary: VroomSummary;
  unassigned: VroomUnassigned[];
  routes: VroomRoute[];
}

export interface SolveOptions {
  /** Same seed and problem → same solution (when the search ends on its iterations). */
  seed?: number;
  /**
   * Ruin-and-recreate iterations (default: grows with the job count). When given alone, no CPU limit applies
   * unless `cpuBudgetMs` is given too, so the run is exactly reproducible.
   */
  iterations?: number;
  /** CPU milliseconds of the searching thread (default: grows with the job count, 1–15 s per search). */
  cpuBudgetMs?: number;
  /** Wall-clock backstop, milliseconds: the search stops there even if its CPU budget is not spent. */
  timeBudgetMs?: number;
  /** Independent searches with different seeds, best kept (`solveVrpInWorker` only; default: by idle cores). */
  searches?: number;
  /** Called with each new best solution (the worker forwards them, so a crash still leaves an answer). */
  onBest?: (solution: VroomSolution) => void;
}
