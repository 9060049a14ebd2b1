import { z } from 'zod';

/** The `:id` of a record's path. A malformed id answers 404, like a record that does not exist. */
export const idParamsSchema = z.object({ id: z.uuid() });
