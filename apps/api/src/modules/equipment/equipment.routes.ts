import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  equipmentCreateSchema,
  equipmentHistoryEntrySchema,
  equipmentHistoryQuerySchema,
  equipmentListQuerySchema,
  equipmentSchema,
  equipmentUpdateSchema,
  refrigerantLogCreateSchema,
  refrigerantLogEntrySchema,
  refrigerantLogQuerySchema,
} from '@tradeworks/contracts/equipment';
import { idParamsSchema } from '../../http/id-params';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { getEquipmentHistory } from './equipment-history.service';
import {
  createEquipment,
  deleteEquipment,
  getEquipment,
  listEquipmentPage,
  updateEquipment,
} from './equipment.service';
import { addRefrigerantEntry, listRefrigerantLog } from './refrigerant-log.service';

const tags = ['equipment'];

/** Installed units at clients' service locations (issue 35). */
export function registerEquipmentRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/equipment',
    access: 'equipment:view',
    summary: 'Units, paged and searched (serial number, make, model or client), filtered',
    description:
      'Filters: `type`, `status`, `clientId`, `locationId`, `warrantyEndsWithinDays=N` (the parts or labour ' +
      "warranty ends between today and today + N on the organization's clock; the soonest end first) and " +
      '`olderThanExpectedLife=true` (install date + expected life is today or earlier: replacement ' +
      'candidates). Otherwise newest first.',
    tags,
    query: equipmentListQuerySchema,
    response: z.array(equipmentSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listEquipmentPage({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/equipment/:id',
    access: 'equipment:view',
    summary: 'One unit with its location and client',
    tags,
    params: idParamsSchema,
    response: equipmentSchema,
    handler: ({ tenant, params }) => getEquipment({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/equipment',
    access: 'equipment:edit',
    summary: 'Add a unit at a service location',
    description:
      "The client is the location's. An empty expected life takes the type's default (furnace 20 years, air " +
      'conditioner 15, …).',
    tags,
    body: equipmentCreateSchema,
    response: equipmentSchema,
    handler: ({ tenant, body }) => createEquipment({ ...tenant, data: body }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/equipment/:id',
    access: 'equipment:edit',
    summary: 'Change a unit (any subset of its fields; status replaced or removed retires it)',
    tags,
    params: idParamsSchema,
    body: equipmentUpdateSchema,
    response: equipmentSchema,
    handler: ({ tenant, params, body }) => updateEquipment({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/equipment/:id',
    access: 'equipment:edit',
    summary: 'Delete a unit entered by mistake (409 with history: mark it replaced or removed instead)',
    tags,
    params: idParamsSchema,
    status: 204,
    handler: ({ tenant, params }) => deleteEquipment({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/equipment/:id/history',
    access: 'equipment:view',
    summary: "A unit's history, newest first: jobs and agreement visits that worked on it, refrigerant log",
    tags,
    params: idParamsSchema,
    query: equipmentHistoryQuerySchema,
    response: z.array(equipmentHistoryEntrySchema),
    handler: async ({ tenant, params, query, reply }) =>
      sendPage(reply, await getEquipmentHistory({ ...tenant, id: params.id, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/equipment/:id/refrigerant-log',
    access: 'equipment:view',
    summary: "A unit's refrigerant log (EPA Section 608 records), newest service day first",
    tags,
    params: idParamsSchema,
    query: refrigerantLogQuerySchema,
    response: z.array(refrigerantLogEntrySchema),
    handler: async ({ tenant, params, query, reply }) =>
      sendPage(reply, await listRefrigerantLog({ ...tenant, equipmentId: params.id, page: query })),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/equipment/:id/refrigerant-log',
    access: 'equipment:edit',
    summary: 'Record refrigerant added to or recovered from a unit',
    description:
      'What EPA Section 608 record-keeping asks of a shop: the service day (default today on the ' +
      "organization's clock), the technician, the refrigerant (default the unit's), the amount in ounces and " +
      "what was done; optionally the job at the unit's location during which it happened.",
    tags,
    params: idParamsSchema,
    body: refrigerantLogCreateSchema,
    response: refrigerantLogEntrySchema,
    handler: ({ tenant, params, body }) =>
      addRefrigerantEntry({ ...tenant, equipmentId: params.id, data: body }),
  });
}
