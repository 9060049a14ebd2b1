import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  salesTaxRateSchema,
  taxGroupBodySchema,
  taxGroupPatchSchema,
  taxGroupSchema,
  taxListQuerySchema,
  taxRateBodySchema,
  taxRatePatchSchema,
} from '@tradeworks/contracts/tax';
import { idParamsSchema } from '../../http/id-params';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import {
  createTaxGroup,
  getTaxGroup,
  listTaxGroupsPage,
  patchTaxGroup,
  removeTaxGroup,
} from './tax-groups.service';
import {
  createTaxRate,
  getTaxRate,
  listTaxRatesPage,
  patchTaxRate,
  removeTaxRate,
} from './tax-rates.service';

const tags = ['tax'];
const DRAFTS =
  'Drafts taxed with an affected group are recomputed in the same transaction (and say so: `taxRecomputedAt`); ' +
  'sent documents keep the rates they were sent with.';

export function registerTaxRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/tax-rates',
    access: 'settings:view',
    summary: 'Tax rates by name, paged and searched (name, jurisdiction)',
    tags,
    query: taxListQuerySchema,
    response: z.array(salesTaxRateSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listTaxRatesPage({ ...tenant, query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/tax-rates/:id',
    access: 'settings:view',
    summary: 'One tax rate',
    tags,
    params: idParamsSchema,
    response: salesTaxRateSchema,
    handler: ({ tenant, params }) => getTaxRate({ ...tenant, id: params.id }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/tax-rates',
    access: 'settings:edit',
    summary: 'Create a tax rate {name, rate, jurisdiction}; rate is a fraction with 4 decimals (0.0625)',
    tags,
    body: taxRateBodySchema,
    response: salesTaxRateSchema,
    handler: ({ tenant, body }) => createTaxRate({ ...tenant, data: body }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/tax-rates/:id',
    access: 'settings:edit',
    summary: 'Change a tax rate',
    description: DRAFTS,
    tags,
    params: idParamsSchema,
    body: taxRatePatchSchema,
    response: salesTaxRateSchema,
    handler: ({ tenant, params, body }) => patchTaxRate({ ...tenant, id: params.id, data: body }),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/tax-rates/:id',
    access: 'settings:edit',
    summary: 'Delete a tax rate that is in no tax group',
    description: '409 naming the groups while the rate is part of one.',
    tags,
    params: idParamsSchema,
    status: 204,
    handler: ({ tenant, params }) => removeTaxRate({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/tax-groups',
    access: 'settings:view',
    summary: 'Tax groups by name with their rates and combined rate, paged and searched',
    tags,
    query: taxListQuerySchema,
    response: z.array(taxGroupSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listTaxGroupsPage({ ...tenant, query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/tax-groups/:id',
    access: 'settings:view',
    summary: 'One tax group with its rates',
    tags,
    params: idParamsSchema,
    response: taxGroupSchema,
    handler: ({ tenant, params }) => getTaxGroup({ ...tenant, id: params.id }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/tax-groups',
    access: 'settings:edit',
    summary: 'Create a tax group {name, rateIds[], isDefault?}',
    description:
      'The rates are listed on documents in the order given and must add up to at most 1. `isDefault: true` ' +
      "makes it the organization's default (the previous default loses the flag); without a default group, " +
      'new documents use the single default rate (Settings → General, else 8%).',
    tags,
    body: taxGroupBodySchema,
    response: taxGroupSchema,
    handler: ({ tenant, body }) => createTaxGroup({ ...tenant, data: body }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/tax-groups/:id',
    access: 'settings:edit',
    summary: 'Rename a tax group, change its rates or make it the default',
    description: DRAFTS,
    tags,
    params: idParamsSchema,
    body: taxGroupPatchSchema,
    response: taxGroupSchema,
    handler: ({ tenant, params, body }) => patchTaxGroup({ ...tenant, id: params.id, data: body }),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/tax-groups/:id',
    access: 'settings:edit',
    summary: 'Delete a tax group no client or service location uses',
    description: '409 while clients or locations carry it. Documents keep their own copy of the rates.',
    tags,
    params: idParamsSchema,
    status: 204,
    handler: ({ tenant, params }) => removeTaxGroup({ ...tenant, id: params.id }),
  });
}
