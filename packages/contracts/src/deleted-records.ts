import { z } from 'zod';
import type { FeatureArea } from './permissions';

/** Records whose page a link may point at after they were deleted, and the area that guards each. */
export const DELETABLE_RECORDS = {
  client: 'clients',
  equipment: 'equipment',
  quote: 'quotes',
  invoice: 'invoices',
  service: 'services',
  inventory_item: 'inventory',
  purchase_order: 'purchase_orders',
  service_job: 'dispatching',
  technician: 'dispatching',
  service_agreement: 'service_agreements',
  payment: 'payments',
} as const satisfies Record<string, FeatureArea>;

export type DeletableRecord = keyof typeof DELETABLE_RECORDS;
export const deletableRecordSchema = z.enum(
  Object.keys(DELETABLE_RECORDS) as [DeletableRecord, ...DeletableRecord[]],
);

/** GET /api/deleted-records/{entity}/{id}: when (and by whom) a record was deleted; 404 when it was not. */
export const deletedRecordSchema = z.object({
  entity: deletableRecordSchema,
  id: z.string(),
  deletedAt: z.iso.datetime(),
  summary: z.string().nullable(),
});
export type DeletedRecord = z.infer<typeof deletedRecordSchema>;
