import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { fieldCallerOf } from '../my-day/public';
import { workOrderEmailSchema, workOrderEmailSentSchema } from '@tradeworks/contracts/work-orders';
import { emailWorkOrder } from './work-order-email.service';
import { getWorkOrderPdf } from './work-order.service';

/** The work order of a job (issue 35): as a PDF, and e-mailed to the client. */
export function registerWorkOrderRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/service-jobs/:id/work-order.pdf',
    produces: 'application/pdf',
    access: 'dispatching:view',
    tags: ['dispatch'],
    params: z.object({ id: z.uuid() }),
    summary: 'The job’s work order as a PDF',
    description:
      'Company header, client, service location, the units there, work done (service type, description, ' +
      'completion notes), services, the checklist answers with readings (out-of-range ones marked), the ' +
      'travel and on-job time, and the customer’s signature or "customer not present". A member (a ' +
      'technician) reaches only jobs assigned to the technician linked to them (others are 404).',
    handler: async (ctx) => {
      const { filename, pdf } = await getWorkOrderPdf({ ...fieldCallerOf(ctx), jobId: ctx.params.id });
      ctx.reply.header('content-type', 'application/pdf');
      ctx.reply.header('content-disposition', `attachment; filename="${filename}"`);
      return pdf;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/service-jobs/:id/work-order/email',
    access: 'dispatching:edit',
    tags: ['dispatch'],
    params: z.object({ id: z.uuid() }),
    body: workOrderEmailSchema,
    status: 202,
    response: workOrderEmailSentSchema,
    summary: 'E-mails the job’s work order PDF to the client through the outbox',
    description:
      '`{to?, message?}`: `to` defaults to the client’s e-mail address (400 under `fieldErrors.to` when the ' +
      'client has none and none is given); `message` goes above the standard text. The e-mail is queued in the ' +
      'same transaction as the audit entry (`work_order_email`) and appears in the e-mail log under the job. ' +
      'A member (a technician) reaches only their own jobs (others are 404).',
    handler: (ctx) => emailWorkOrder({ ...fieldCallerOf(ctx), jobId: ctx.params.id, body: ctx.body }),
  });
}
