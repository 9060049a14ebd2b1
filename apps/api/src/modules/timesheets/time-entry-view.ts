import type { TimeEntry } from '@tradeworks/contracts/timesheets';
import type { TimeEntryWithJob } from './time-entries.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toTimeEntry(row: TimeEntryWithJob, locked: boolean, now = new Date()): TimeEntry {
  const end = row.endedAt ?? now;
  return {
    id: row.id,
    technicianId: row.technicianId,
    kind: row.kind,
    jobId: row.jobId,
    jobNumber: row.jobNumber,
    startedAt: row.startedAt.toISOString(),
    endedAt: iso(row.endedAt),
    minutes: Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 60_000)),
    startLatitude: row.startLatitude,
    startLongitude: row.startLongitude,
    endLatitude: row.endLatitude,
    endLongitude: row.endLongitude,
    source: row.source,
    notes: row.notes,
    correctionReason: row.correctionReason,
    correctedAt: iso(row.correctedAt),
    locked,
  };
}
