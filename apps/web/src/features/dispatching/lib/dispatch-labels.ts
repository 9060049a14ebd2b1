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
};

export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}h${m ? ` ${m}m` : ''}` : `${m}m`;
}

/** The local date (YYYY-MM-DD) and time (HH:MM) inputs of an ISO instant, and back. */
export function toLocalInputs(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}
export function fromLocalInputs(date: string, time: string): string | null {
  if (!date || !time) return null;
  const d = new Date(`${date}T${time}`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
