import { formatInZone } from '@tradeworks/contracts/zone-clock';
import type { TenantScope } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { tenantTimeZone } from '../../platform/tenant-clock';
import { automationContext, queueAutomatedText } from './automation-texts';
import { cancelPendingTexts } from './automation-texts.repository';
import { findLastTextedVisit, findVisit, markVisitClientConfirmed } from './visit-texts.repository';

const VISIT_KINDS = ['appointment_confirmation', 'appointment_reminder'] as const;
const HOUR_MS = 3_600_000;

/**
 * A job or agreement visit was scheduled, moved, reassigned or closed: its confirmation and reminders follow,
 * in the same transaction. Texts for another time than the visit's are taken back (`Visit moved`, or
 * `Visit cancelled`/`completed`); for its time, the confirmation goes now and each reminder at its offset
 * before the visit (those already past are not sent). Each is queued once per visit time (its key names it).
 */
export async function syncVisitTexts(scope: TenantScope, jobId: string, now = new Date()): Promise<void> {
  const visit = await findVisit(scope, jobId);
  const related = { relatedEntity: 'service_job', relatedId: jobId, kinds: [...VISIT_KINDS] };
  if (!visit) {
    await cancelPendingTexts(scope, { ...related, reason: 'Visit deleted' });
    return;
  }
  const open = visit.status === 'pending' || visit.status === 'assigned';
  if (!open || visit.scheduled_date.getTime() <= now.getTime()) {
    const reason = visit.status === 'cancelled' ? 'Visit cancelled' : 'Visit no longer upcoming';
    await cancelPendingTexts(scope, { ...related, reason });
    return;
  }
  const at = visit.scheduled_date.toISOString();
  const context = await automationContext(scope);
  const reminders = context.automations.appointment_reminder;
  const reminderKeys = reminders.offsets.map((hours) => `reminder:${visit.id}:${at}:${hours}h`);
  const confirmKey = `confirm:${visit.id}:${at}`;
  await cancelPendingTexts(scope, {
    ...related,
    reason: 'Visit moved',
    keepKeys: [confirmKey, ...reminderKeys],
  });

  const zone = await tenantTimeZone(scope);
  const values = {
    date: formatInZone(visit.scheduled_date, zone, { weekday: 'short', month: 'short', day: 'numeric' }),
    time: formatInZone(visit.scheduled_date, zone, { hour: 'numeric', minute: '2-digit' }),
    service: visit.service_type,
    technician_first_name: visit.technician_name?.split(' ')[0] ?? 'your technician',
  };
  const text = { clientId: visit.client_id, values, relatedEntity: 'service_job', relatedId: visit.id };
  await queueAutomatedText(
    scope,
    { ...text, kind: 'appointment_confirmation', dedupeKey: confirmKey },
    context,
  );
  for (const [i, hours] of reminders.offsets.entries()) {
    const dueAt = new Date(visit.scheduled_date.getTime() - hours * HOUR_MS);
    if (dueAt.getTime() <= now.getTime()) continue;
    await queueAutomatedText(
      scope,
      { ...text, kind: 'appointment_reminder', dedupeKey: reminderKeys[i], dueAt },
      context,
    );
  }
}

const CONFIRM = /^\s*(c|confirm|confirmed|yes)\s*[.!]*\s*$/i;
const RESCHEDULE = /^\s*(r|reschedule)\s*[.!]*\s*$/i;

/**
 * A client's answer to a visit text: C confirms the upcoming visit the last confirmation or reminder was
 * about (the job shows it), R asks to reschedule (the text stays unread in the inbox for the office; the
 * job's history says so). Anything else is an ordinary text. Returns what it did.
 */
export async function applyVisitReply(
  scope: TenantScope,
  clientId: string,
  body: string,
): Promise<'confirmed' | 'reschedule' | null> {
  const answer = CONFIRM.test(body) ? 'confirmed' : RESCHEDULE.test(body) ? 'reschedule' : null;
  if (!answer) return null;
  const job = await findLastTextedVisit(scope, clientId);
  if (!job) return null;
  if (answer === 'confirmed') await markVisitClientConfirmed(scope, job.id);
  await recordAudit(scope, {
    entity: 'service_job',
    entityId: job.id,
    action: answer === 'confirmed' ? 'client-confirm' : 'client-reschedule',
    summary:
      answer === 'confirmed'
        ? `Client confirmed ${job.job_number} by text`
        : `Client asked to reschedule ${job.job_number} by text`,
  });
  return answer;
}
