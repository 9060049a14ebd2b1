import { z } from 'zod';

/** Path ids; a malformed id answers 404 like a missing record. */
export const clientParamsSchema = z.object({ id: z.uuid() });
export const paymentMethodParamsSchema = clientParamsSchema.extend({ methodId: z.uuid() });
