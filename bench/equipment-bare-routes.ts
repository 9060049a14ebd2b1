import type { FastifyInstance } from 'fastify';
import { equipmentHistoryQuerySchema, equipmentListQuerySchema } from '@tradeworks/contracts/equipment';
import type { Database } from '../apps/api/src/db/client';
import { getEquipmentHistory } from '../apps/api/src/modules/equipment/equipment-history.service';
import { listEquipmentPage } from '../apps/api/src/modules/equipment/equipment.service';

/**
 * Bare routes of issue 35's equipment search and a unit's history: each runs the service function our route's
 * handler calls — the same SQL (equipment.repository.ts, equipment-history.repository.ts,
 * equipment-field-history.repository.ts) and mapping — without session, tenancy lookup, permission check, input
 * validation or response schema.
 */
export function registerEquipmentBareRoutes(bare: FastifyInstance, db: Database, tenantId: string): void {
  const context = { db, tenantId, userId: null };
  bare.get('/equipment', async (req, reply) => {
    const page = await listEquipmentPage({ ...context, query: equipmentListQuerySchema.parse(req.query) });
    reply.header('x-total-count', String(page.total));
    return page.items;
  });
  bare.get<{ Params: { id: string } }>('/equipment-history/:id', async (req, reply) => {
    const page = await getEquipmentHistory({
      ...context,
      id: req.params.id,
      query: equipmentHistoryQuerySchema.parse(req.query),
    });
    reply.header('x-total-count', String(page.total));
    return page.items;
  });
}
