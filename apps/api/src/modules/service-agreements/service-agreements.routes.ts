import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  agreementCreateSchema,
  agreementGeneratorStatusSchema,
  agreementListQuerySchema,
  agreementRenewSchema,
  agreementSummarySchema,
  agreementUpdateSchema,
  serviceAgreementDetailSchema,
  serviceAgreementSchema,
} from '@tradeworks/contracts/service-agreements';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { getGeneratorStatus, runGeneratorNow } from './agreement-generator-status';
import {
  createAgreement,
  deleteAgreement,
  getAgreement,
  getAgreementSummary,
  listAgreementsPage,
  renewAgreement,
  updateAgreement,
} from './service-agreements.service';

const params = z.object({ id: z.uuid() });
const tags = ['service-agreements'];

export function registerServiceAgreementRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/service-agreements',
    access: 'service_agreements:view',
    summary:
      'Service agreements, newest first; search on contract number, client or service type; status filter (expired and pending derived)',
    tags,
    query: agreementListQuerySchema,
    response: z.array(serviceAgreementSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listAgreementsPage({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/service-agreements/summary',
    access: 'service_agreements:view',
    summary:
      'The four stat cards: active agreements, their total value, upcoming renewals (30 days), expired',
    tags,
    response: agreementSummarySchema,
    handler: ({ tenant }) => getAgreementSummary(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/service-agreements/generator',
    access: 'admin:view',
    summary: 'The last run of the agreement generator for this organization: time and counts',
    tags,
    response: agreementGeneratorStatusSchema,
    handler: ({ tenant }) => getGeneratorStatus(tenant),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/service-agreements/generator/run',
    access: 'admin:edit',
    summary: 'Run the agreement generator for this organization now (visits, invoices, automatic renewals)',
    description:
      'The same run the server makes 30 s after start and hourly (and `npm run agreements:run`): each ' +
      'agreement in its own transaction under its row lock taken with `SKIP LOCKED`; unique keys ' +
      '(agreement + visit date, agreement + period start) refuse any duplicate.',
    tags,
    status: 200,
    response: agreementGeneratorStatusSchema,
    handler: ({ tenant }) => runGeneratorNow(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/service-agreements/:id',
    access: 'service_agreements:view',
    summary: 'One service agreement with its services, visits (service jobs) and invoices',
    tags,
    params,
    response: serviceAgreementDetailSchema,
    handler: ({ tenant, params }) => getAgreement({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/service-agreements',
    access: 'service_agreements:edit',
    summary: 'Create a service agreement; its number, first visits and first invoice are made on the server',
    description:
      "Numbered `SA-YYYY-NNNN`, gap-free per organization; the client must be the organization's. " +
      'Visits are pending service jobs (`agreementId`, `visitDate`) on a rolling 60-day horizon, never ' +
      'past the end date and never twice for one date. Each billing period that has begun is invoiced ' +
      'once (a draft, or sent when the general setting `agreement_invoice_delivery` is `send`), the ' +
      'value split exactly to the cent with the remainder on the last period.',
    tags,
    body: agreementCreateSchema,
    response: serviceAgreementDetailSchema,
    handler: ({ tenant, body }) => createAgreement({ ...tenant, data: body }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/service-agreements/:id',
    access: 'service_agreements:edit',
    summary:
      'Change an agreement; a new frequency, new dates or cancelling replaces its future pending visits',
    tags,
    params,
    body: agreementUpdateSchema,
    response: serviceAgreementDetailSchema,
    handler: ({ tenant, params, body }) => updateAgreement({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/service-agreements/:id',
    access: 'service_agreements:edit',
    summary: 'Delete an agreement without history (no visit done, no invoice); otherwise cancel it',
    description:
      'Removes its pending visits. Once a visit was started or done or an invoice was made: 409 *cannot ' +
      'be deleted … Cancel it instead.*',
    tags,
    params,
    status: 204,
    handler: ({ tenant, params }) => deleteAgreement({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/service-agreements/:id/renew',
    access: 'service_agreements:edit',
    summary:
      'Renew {endDate?, value?}: the next term as a new agreement starting the day after this one ends',
    description:
      'Active and expired agreements. A new number, starting the day after the old end, for as long as ' +
      'the old term (whole months stay whole months), linked to the old one; the same terms unless ' +
      '`endDate` or `value` is given.',
    tags,
    params,
    body: agreementRenewSchema,
    response: serviceAgreementDetailSchema,
    handler: ({ tenant, params, body }) => renewAgreement({ ...tenant, id: params.id, data: body }),
  });
}
