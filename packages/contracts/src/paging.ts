import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * Sent ("true") with X-Total-Count when the list stopped counting at COUNT_BOUND: the total is "more than"
 * that many. Searches and filtered lists of a big tenant count no further; nobody pages through them.
 */
export const TOTAL_BOUNDED_HEADER = 'X-Total-Count-Bounded';
export const COUNT_BOUND = 1000;

/** Query of every list endpoint; features extend it with their own filters. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
