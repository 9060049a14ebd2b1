import type { TimeEntry } from '@tradeworks/contracts/timesheets';
import { isoOrNull } from '../../http/iso-or-null';
import type { TimeEntryWithJob } from './time-entries.repository';

export function toTimeEntry(row: TimeEntryWithJob, locked: boolean, now = new Date()): TimeEntry {
  const end = row.endedAt ?? now;
  return {
    id: row.id,
    technicianId: row.technicianId,
    kind: row.kind,
    jobId: row.jobId,
    jobNumber: row.jobNumber,
    startedAt: row.startedAt.toISOString(),
    endedAt: isoOrNull(row.endedAt),
    minutes: Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 60_000)),
    startLatitude: row.startLatitude,
    startLongitude: row.startLongitude,
    endLatitude: row.endLatitude,
    endLongitude: row.endLongitude,
    source: row.source,
    notes: row.notes,
    correctionReason: row.correctionReason,
    correctedAt: isoOrNull(row.correctedAt),
    locked,
  };
}
