import type { JobPriority } from '@tradeworks/contracts/service-jobs';
import type { Location, VroomJob, VroomProblem, VroomVehicle } from '../../platform/vrp/vroom-types';
import { normalizeSkill } from './job-rules';
import type { TravelMatrix } from './travel-time';

/**
 * Pure: the day's dispatch as a VROOM problem. Times are seconds from the local midnight of the planned
 * day; locations are indexes into one matrix (vehicle starts first, then jobs).
 */

export interface PlanTechnician {
  id: string;
  name: string;
  skills: string[];
  start: Location;
  /** Working window, seconds from midnight; `availableFrom` may push the start later (now, work in progress). */
  workStart: number;
  workEnd: number;
  availableFrom: number;
  /** maxJobs minus jobs in progress. */
  maxTasks: number;
}

export interface PlanJob {
  id: string;
  location: Location;
  /** Seconds. */
  service: number;
  window: [number, number] | null;
  requiredSkills: string[];
  priority: JobPriority;
  /** Already assigned jobs stay with their technician (only re-ordered). */
  technicianId: string | null;
}

export const PRIORITY_WEIGHT: Record<JobPriority, number> = { low: 10, medium: 30, high: 60, emergency: 100 };
/** Jobs already promised to a technician are placed before any new work. */
const KEPT_PRIORITY = 100;

export interface BuiltProblem {
  problem: VroomProblem;
  /** VROOM job id (1-based) → our job id, and vehicle id → technician id. */
  jobIds: Map<number, string>;
  vehicleIds: Map<number, string>;
  /** Lower-cased skill → integer. */
  skillIds: Map<string, number>;
  locations: Location[];
}

/** The matrix's locations, in the problem's index order: technicians' starts, then jobs. */
export function planLocations(technicians: PlanTechnician[], jobs: PlanJob[]): Location[] {
  return [...technicians.map((t) => t.start), ...jobs.map((j) => j.location)];
}

/** Skills become integers; a kept job also needs its technician's own skill, so only they can take it. */
export function buildRouteProblem(
  technicians: PlanTechnician[],
  jobs: PlanJob[],
  matrix: TravelMatrix,
): BuiltProblem {
  const skillIds = new Map<string, number>();
  const skillId = (name: string) => {
    const key = normalizeSkill(name);
    if (!skillIds.has(key)) skillIds.set(key, skillIds.size + 1);
    return skillIds.get(key)!;
  };
  const ownSkill = new Map(technicians.map((t) => [t.id, skillId(`technician:${t.id}`)]));
  const vehicleIds = new Map<number, string>();
  const vehicles: VroomVehicle[] = technicians.map((t, i) => {
    vehicleIds.set(i + 1, t.id);
    const start = Math.max(t.workStart, t.availableFrom);
    return {
      id: i + 1,
      description: t.name,
      start_index: i,
      skills: [...new Set([ownSkill.get(t.id)!, ...t.skills.map(skillId)])],
      time_window: [Math.min(start, t.workEnd), t.workEnd],
      max_tasks: Math.max(0, t.maxTasks),
    };
  });
  const jobIds = new Map<number, string>();
  const vroomJobs: VroomJob[] = jobs.map((j, i) => {
    jobIds.set(i + 1, j.id);
    const skills = j.requiredSkills.map(skillId);
    const kept = j.technicianId ? ownSkill.get(j.technicianId) : undefined;
    return {
      id: i + 1,
      location_index: technicians.length + i,
      service: j.service,
      skills: kept ? [...skills, kept] : skills,
      priority: kept ? KEPT_PRIORITY : PRIORITY_WEIGHT[j.priority],
      ...(j.window ? { time_windows: [j.window] } : {}),
    };
  });
  const locations = planLocations(technicians, jobs);
  return {
    problem: {
      jobs: vroomJobs,
      vehicles,
      matrices: { car: { durations: matrix.durations, distances: matrix.distances } },
    },
    jobIds,
    vehicleIds,
    skillIds,
    locations,
  };
}
