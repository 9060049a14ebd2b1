import { z } from 'zod';
import { FEATURE_AREAS, type AccessTable, type FeatureArea } from './permissions';

/**
 * API keys (issue 30): what Zapier, Make or an organization's own code uses instead of a session. A key's
 * scopes are rows of the permission table (`clients:view`, `invoices:edit`, …); edit includes view.
 */
export const API_KEY_SCOPES = FEATURE_AREAS.flatMap((area) => [`${area}:view`, `${area}:edit`] as const);
export type ApiKeyScope = `${FeatureArea}:${'view' | 'edit'}`;

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: 'Unknown scope',
  scopeBeyondCaller: 'A key cannot be given access you do not have yourself',
  expiryInPast: 'The expiry must be in the future',
  notFound: 'API key not found',
  keysCannotManageKeys: 'API keys cannot manage API keys: sign in to do that',
} as const;

export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, API_KEY_MESSAGES.nameRequired).max(100),
  scopes: z
    .array(
      z
        .string()
        .refine((s) => (API_KEY_SCOPES as readonly string[]).includes(s), API_KEY_MESSAGES.scopeUnknown),
    )
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .max(API_KEY_SCOPES.length)
    .transform((s) => [...new Set(s)] as ApiKeyScope[]),
  /** The end of the key's life (ISO instant); none: until revoked. */
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
});
export type ApiKeyCreateData = z.output<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (the key itself is never shown again). */
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdBy: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiKey = z.output<typeof apiKeySchema>;

/** The answer of POST: the key itself, this once. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.output<typeof apiKeyCreatedSchema>;

/** The access a key's scopes grant (edit includes view). */
export function accessOfScopes(scopes: readonly string[]): AccessTable {
  const out: AccessTable = {};
  for (const scope of scopes) {
    const [area, level] = scope.split(':') as [FeatureArea, string];
    if (!(FEATURE_AREAS as readonly string[]).includes(area)) continue;
    if (level === 'edit') out[area] = 'edit';
    else if (level === 'view' && out[area] !== 'edit') out[area] = 'view';
  }
  return out;
}

/** The other way: the scopes of an access table, in the order of the feature areas. */
export function scopesOfAccess(access: AccessTable): ApiKeyScope[] {
  return FEATURE_AREAS.flatMap((a) => (access[a] ? [`${a}:${access[a]}` as ApiKeyScope] : []));
}
