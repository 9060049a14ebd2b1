import { z } from 'zod';
import { idParamsSchema } from '../../http/id-params';

/** Path ids; a malformed id answers 404 like a missing record. */
export const clientParamsSchema = idParamsSchema;
export const paymentMethodParamsSchema = idParamsSchema.extend({ methodId: z.uuid() });
export const locationParamsSchema = idParamsSchema.extend({ locationId: z.uuid() });
