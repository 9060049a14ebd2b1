import {
  allowedJobActions,
  type ServiceJob,
  type ServiceJobDetail,
} from '@tradeworks/contracts/service-jobs';
import type { JobWithTechnician } from './service-jobs.repository';
import { isoOrNull } from '../../http/iso-or-null';

export function toServiceJob(row: JobWithTechnician): ServiceJob {
  return {
    id: row.id,
    jobNumber: row.jobNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    locationId: row.locationId,
    serviceType: row.serviceType,
    priority: row.priority,
    status: row.status,
    technicianId: row.technicianId,
    technicianName: row.technicianName,
    agreementId: row.agreementId,
    scheduledDate: row.scheduledDate.toISOString(),
    estimatedDuration: row.estimatedDuration,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    notes: row.notes,
    anytime: row.anytime,
    windowStart: isoOrNull(row.windowStart),
    windowEnd: isoOrNull(row.windowEnd),
    requiredSkills: row.requiredSkills,
    routeOrder: row.routeOrder,
    plannedArrival: isoOrNull(row.plannedArrival),
    unplacedReason: row.unplacedReason,
    cancellationReason: row.cancellationReason,
    clientConfirmedAt: isoOrNull(row.clientConfirmedAt),
    startedAt: isoOrNull(row.startedAt),
    completedAt: isoOrNull(row.completedAt),
    invoiceId: row.invoiceId,
    allowedActions: allowedJobActions(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toServiceJobDetail(
  row: JobWithTechnician,
  extra: Pick<ServiceJobDetail, 'services' | 'location' | 'equipment'>,
): ServiceJobDetail {
  return { ...toServiceJob(row), ...extra };
}
