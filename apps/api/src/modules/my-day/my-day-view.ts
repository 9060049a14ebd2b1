import { canJobDo } from '@tradeworks/contracts/service-jobs';
import type { JobEquipment } from '@tradeworks/contracts/equipment';
import type { MyDayAction, MyDayJob } from '@tradeworks/contracts/my-day';
import type { MyDayJobRow } from './my-day.repository';
import { isoOrNull } from '../../http/iso-or-null';

/** The field actions the job allows now: the job status machine, plus "On my way" once per assignment. */
export function myDayActions(row: Pick<MyDayJobRow, 'status' | 'enRouteAt'>): MyDayAction[] {
  const actions: MyDayAction[] = [];
  if (canJobDo(row.status, 'start') && !row.enRouteAt) actions.push('en-route');
  if (canJobDo(row.status, 'start')) actions.push('start');
  if (canJobDo(row.status, 'complete')) actions.push('complete');
  return actions;
}

export function toMyDayJob(row: MyDayJobRow, equipment: JobEquipment[]): MyDayJob {
  return {
    id: row.id,
    jobNumber: row.jobNumber,
    status: row.status,
    priority: row.priority,
    clientName: row.clientName,
    clientPhone: row.clientPhone,
    serviceType: row.serviceType,
    locationName: row.locationName,
    accessNotes: row.accessNotes,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    notes: row.notes,
    scheduledDate: row.scheduledDate.toISOString(),
    estimatedDuration: row.estimatedDuration,
    windowStart: isoOrNull(row.windowStart),
    windowEnd: isoOrNull(row.windowEnd),
    routeOrder: row.routeOrder,
    plannedArrival: isoOrNull(row.plannedArrival),
    enRouteAt: isoOrNull(row.enRouteAt),
    startedAt: isoOrNull(row.startedAt),
    completedAt: isoOrNull(row.completedAt),
    allowedActions: myDayActions(row),
    equipment,
    updatedAt: row.updatedAt.toISOString(),
  };
}
