import type { WorkOrderEmailSent } from '@tradeworks/contracts/work-orders';
import { recordAudit } from '../../platform/audit/audit-log';
import { enqueueEmail } from '../../platform/mail/outbox';
import { findDocumentClient } from '../sales-documents/public';
import type { FieldCaller } from '../my-day/public';
import { jobInReach, renderJobWorkOrder } from './work-order.service';
import { WorkOrderErrors } from './work-orders.errors';

/**
 * POST /api/service-jobs/{id}/work-order/email: the work order PDF queued in the outbox in the same transaction as
 * its audit entry (sent only if both commit), to the client's address unless another is given. It shows in the
 * organization's e-mail log under the job (related entity `service_job`).
 */
export function emailWorkOrder(
  caller: FieldCaller & { jobId: string; body: { to: string | null; message: string | null } },
): Promise<WorkOrderEmailSent> {
  const { db, tenantId, userId, jobId, body } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await jobInReach(scope, caller, jobId);
    const { filename, pdf, job, company } = await renderJobWorkOrder(scope, jobId);
    const client = await findDocumentClient(scope, job.clientId);
    const to = body.to ?? client?.email?.trim() ?? null;
    if (!to) throw WorkOrderErrors.noEmail(job.clientName);
    const emailId = await enqueueEmail(scope.tx, scope.tenantId, {
      to,
      subject: `Work order ${job.jobNumber} from ${company.name}`,
      text: [
        `Hello ${job.clientName},`,
        '',
        ...(body.message ? [body.message, ''] : []),
        `The work order of job ${job.jobNumber} is attached: what we did, the readings we took and your sign-off.`,
        '',
        company.name,
      ].join('\n'),
      attachments: [{ filename, contentType: 'application/pdf', content: pdf.toString('base64') }],
      relatedEntity: 'service_job',
      relatedId: jobId,
    });
    await recordAudit(scope, {
      entity: 'service_job',
      entityId: jobId,
      action: 'work_order_email',
      summary: `Work order ${job.jobNumber} e-mailed to ${to}`,
      changes: { to, emailId, message: body.message },
    });
    return { emailId, to };
  });
}
