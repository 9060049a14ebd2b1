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
    tags,
    params,
    body: agreementRenewSchema,
    response: serviceAgreementDetailSchema,
    handler: ({ tenant, params, body }) => renewAgreement({ ...tenant, id: params.id, data: body }),
  });
}
