import { z } from 'zod';
import { pageQuerySchema } from '@tradeworks/contracts/paging';

export const clientListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['active', 'inactive', 'lead']).optional(),
  clientType: z.enum(['residential', 'commercial']).optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;
