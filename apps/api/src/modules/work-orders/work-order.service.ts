import { answerText, expectedRangeText } from '@tradeworks/contracts/checklists';
import { formatDisplayDateTime } from '@tradeworks/contracts/display-format';
import { equipmentLabel } from '@tradeworks/contracts/equipment';
import { PHOTO_TAG_LABELS } from '@tradeworks/contracts/job-photos';
import { formatMoney } from '@tradeworks/contracts/money';
import { TIME_ENTRY_KIND_LABELS, formatMinutes } from '@tradeworks/contracts/timesheets';
import type { TenantScope } from '../../db/client';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { tenantTimeZone } from '../../platform/tenant-clock';
import { readJobChecklists } from '../checklists/public';
import { findJob, loadServiceJob } from '../dispatching/public';
import { listThumbnails } from '../job-photos/public';
import { fieldReach, reaches, type FieldCaller } from '../my-day/public';
import { listJobEntries } from '../timesheets/public';
import { renderWorkOrder, type WorkOrderDocument } from './work-order-pdf';
import { WorkOrderErrors } from './work-orders.errors';

/** The work order shows at most this many photos (four rows of four thumbnails). */
const WORK_ORDER_PHOTOS = 16;

const STATUS: Record<string, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * GET /api/service-jobs/{id}/work-order.pdf: the job's work order — company, client, location, units, work
 * done, services, checklist answers with readings, photos, time on the job and the customer's sign-off. A
 * technician (member) reaches only their own jobs; another tenant's or an unknown job is 404.
 */
export function getWorkOrderPdf(
  caller: FieldCaller & { jobId: string },
): Promise<{ filename: string; pdf: Buffer }> {
  const { db, tenantId, userId, jobId } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await jobInReach(scope, caller, jobId);
    const { filename, pdf } = await renderJobWorkOrder(scope, jobId);
    return { filename, pdf };
  });
}

/** The job when the caller reaches it (a technician: only their own jobs), else 404. */
export async function jobInReach(scope: TenantScope, caller: FieldCaller, jobId: string) {
  const row = await findJob(scope, jobId);
  if (!row || !reaches(await fieldReach(scope, caller), row.technicianId))
    throw WorkOrderErrors.jobNotFound();
  return row;
}

/** The work order of a job the caller reaches, with what an e-mail of it names. */
export async function renderJobWorkOrder(scope: TenantScope, jobId: string) {
  const [job, checklists, entries, company, timeZone, photos] = await Promise.all([
    loadServiceJob(scope, jobId),
    readJobChecklists(scope, jobId),
    listJobEntries(scope, jobId),
    getCompanyProfile(scope),
    tenantTimeZone(scope),
    listThumbnails(scope, jobId, WORK_ORDER_PHOTOS),
  ]);
  const at = (d: string | Date | null) => (d ? formatDisplayDateTime(d, { timeZone }) : '—');
  const facts: Array<[string, string]> = [
    ['Status', STATUS[job.status] ?? job.status],
    ['Scheduled', at(job.scheduledDate)],
    ['Technician', job.technicianName ?? 'Unassigned'],
  ];
  if (job.startedAt) facts.push(['Started', at(job.startedAt)]);
  if (job.completedAt) facts.push(['Completed', at(job.completedAt)]);
  const signOff = checklists?.signOff ?? null;
  const document: WorkOrderDocument = {
    company,
    jobNumber: job.jobNumber,
    facts,
    clientLines: [job.clientName],
    locationLines: [job.location.name, job.location.fullAddress ?? job.address].filter(
      (l): l is string => !!l,
    ),
    units: job.equipment.map(
      (u) =>
        `${equipmentLabel(u)}${u.serialNumber ? `, S/N ${u.serialNumber}` : ''}${u.linked ? ' (worked on)' : ''}`,
    ),
    workDone: [job.serviceType, job.description, job.notes].filter((l): l is string => !!l),
    services: job.services.map((s) => ({
      description: s.name,
      quantity: `× ${Number(s.quantity)}`,
      price: formatMoney(s.basePrice),
    })),
    checklists: (checklists?.checklists ?? []).map((c) => ({
      name: c.name,
      items: c.items.map((i) => ({
        label: i.label,
        answer: i.kind === 'signature' && i.value ? 'Signed' : (answerText(i, i.value) ?? 'Not answered'),
        expected: expectedRangeText(i),
        outOfRange: i.outOfRange,
      })),
    })),
    photos: photos.map((p) => ({
      image: Buffer.from(p.base64, 'base64'),
      label: [p.tag ? PHOTO_TAG_LABELS[p.tag] : null, p.caption].filter(Boolean).join(': ') || 'Photo',
    })),
    times: entries.map((e) => ({
      kind: TIME_ENTRY_KIND_LABELS[e.kind],
      from: at(e.startedAt),
      to: e.endedAt ? at(e.endedAt) : 'running',
      duration: formatMinutes(
        Math.round(((e.endedAt ?? new Date()).getTime() - e.startedAt.getTime()) / 60_000),
      ),
    })),
    signOff: signOff && {
      image: signOff.signatureDataUrl,
      lines: signOff.signed
        ? [`Signed by ${signOff.signerName ?? 'the customer'}`, at(signOff.signedAt)]
        : [`Customer not present (${at(signOff.signedAt)})`],
    },
  };
  return {
    filename: `work-order-${job.jobNumber}.pdf`,
    pdf: await renderWorkOrder(document),
    job: { jobNumber: job.jobNumber, clientId: job.clientId, clientName: job.clientName },
    company,
  };
}
