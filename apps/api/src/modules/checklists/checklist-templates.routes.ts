import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checklistTemplateCreateSchema,
  checklistTemplateListQuerySchema,
  checklistTemplateSchema,
  checklistTemplateUpdateSchema,
} from '@tradeworks/contracts/checklists';
import { idParamsSchema } from '../../http/id-params';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplatesPage,
  updateTemplate,
} from './checklist-templates.service';

const tags = ['checklists'];
const COPIES =
  'Open jobs (pending, assigned, in progress) of the attached services, and visits of agreements of the ' +
  'attached service types, get a copy of the template; a copy nobody has begun answering follows later ' +
  'edits, an answered copy keeps the version it was answered on.';

/** Checklist templates (Settings → Checklists): named item lists attached to services and agreement types. */
export function registerChecklistTemplateRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/checklist-templates',
    access: 'services:view',
    tags,
    query: checklistTemplateListQuerySchema,
    response: z.array(checklistTemplateSchema),
    summary: 'Checklist templates by name, paged; search on the name, filter by an attached service',
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listTemplatesPage({ ...tenant, query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/checklist-templates/:id',
    access: 'services:view',
    tags,
    params: idParamsSchema,
    response: checklistTemplateSchema,
    summary: 'One checklist template with its items and attached services',
    handler: ({ tenant, params }) => getTemplate({ ...tenant, id: params.id }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/checklist-templates',
    access: 'services:edit',
    tags,
    body: checklistTemplateCreateSchema,
    response: checklistTemplateSchema,
    summary: 'Creates a checklist template {name, serviceIds[], agreementServiceTypes[], items[]}',
    description:
      'Items: `{label, kind: yesno | number | text | choice | photo | signature, required, unit?, min?, ' +
      'max?, choices?}` — unit and range only on number items (a reading outside [min, max] is flagged), ' +
      'at least two distinct choices on choice items, at most 100 items. Names are unique (409). ' +
      COPIES,
    handler: ({ tenant, body }) => createTemplate({ ...tenant, data: body }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/checklist-templates/:id',
    access: 'services:edit',
    tags,
    params: idParamsSchema,
    body: checklistTemplateUpdateSchema,
    response: checklistTemplateSchema,
    summary: 'Edits a checklist template (items are replaced as a whole)',
    description: COPIES,
    handler: ({ tenant, params, body }) => updateTemplate({ ...tenant, id: params.id, data: body }),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/checklist-templates/:id',
    access: 'services:edit',
    tags,
    params: idParamsSchema,
    status: 204,
    summary: 'Deletes a checklist template; answered copies on jobs stay as they are',
    handler: ({ tenant, params }) => deleteTemplate({ ...tenant, id: params.id }),
  });
}
