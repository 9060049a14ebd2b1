import { formatInZone, zonedDate, zonedInstant, zonedTime } from '@tradeworks/contracts/zone-clock';
import type { JobAction, JobPriority, JobStatus } from '@tradeworks/contracts/service-jobs';
import type { TechnicianStatus } from '@tradeworks/contracts/technicians';

type Variant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'warning' | 'info';

export const PRIORITY_LABELS: Record<JobPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  emergency: 'Emergency',
};
export const PRIORITY_VARIANTS: Record<JobPriority, Variant> = {
  low: 'secondary',
  medium: 'info',
  high: 'warning',
  emergency: 'destructive',
};
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const JOB_STATUS_VARIANTS: Record<JobStatus, Variant> = {
  pending: 'warning',
  assigned: 'info',
  'in-progress': 'default',
  completed: 'success',
  cancelled: 'outline',
};
export const TECHNICIAN_STATUS_LABELS: Record<TechnicianStatus, string> = {
  available: 'Available',
  busy: 'Busy',
  'en-route': 'En Route',
  offline: 'Offline',
};
export const TECHNICIAN_STATUS_VARIANTS: Record<TechnicianStatus, Variant> = {
  available: 'success',
  busy: 'warning',
  'en-route': 'info',
  offline: 'outline',
};
export const ACTION_LABELS: Record<JobAction, string> = {
  assign: 'Assign',
  start: 'Start Job',
  complete: 'Complete Job',
  cancel: 'Cancel Job',
  unassign: 'Unassign',
  reopen: 'Reopen Job',
};

/**
 * Dispatching shows and takes times on the organization's clock (`zone`), never the device's, as the
 * scheduling calendar and /my-day do. `withZone` adds the zone's short name ("CST", "GMT+9") for a reader
 * whose device is elsewhere.
 */
export interface ClockOptions {
  withZone?: boolean;
}

/** "Dec 7, 9:00 AM" on the organization's clock; '—' for nothing. */
export function formatDateTime(
  iso: string | null,
  zone: string,
  { withZone = false }: ClockOptions = {},
): string {
  if (!iso) return '—';
  return formatInZone(iso, zone, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  });
}

/** "9:00 AM" on the organization's clock; '—' for nothing. */
export function formatTime(
  iso: string | null,
  zone: string,
  { withZone = false }: ClockOptions = {},
): string {
  if (!iso) return '—';
  return formatInZone(iso, zone, {
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  });
}

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}h${m ? ` ${m}m` : ''}` : `${m}m`;
}

/** The date (YYYY-MM-DD) and time (HH:mm) inputs of an ISO instant, on the organization's clock. */
export function toZonedInputs(iso: string | null, zone: string): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  return { date: zonedDate(iso, zone), time: zonedTime(iso, zone) };
}

/** The ISO instant of a date and time typed on the organization's clock; null when either is missing. */
export function fromZonedInputs(date: string, time: string, zone: string): string | null {
  if (!date || !time) return null;
  return zonedInstant(date, time, zone)?.toISOString() ?? null;
}
