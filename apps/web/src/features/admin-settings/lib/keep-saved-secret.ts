import { z } from 'zod';

/**
 * A secret field (SMTP password, API key) shows the saved value masked and starts empty: left empty it keeps
 * what is saved, so it is left out of the body instead of clearing it.
 */
export const keepSavedSecret = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema);
