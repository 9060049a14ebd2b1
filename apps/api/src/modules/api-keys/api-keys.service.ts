import {
  API_KEY_MESSAGES,
  type ApiKey,
  type ApiKeyCreateData,
  type ApiKeyCreated,
} from '@tradeworks/contracts/api-keys';
import type { PageQuery } from '@tradeworks/contracts/paging';
import { hasAccess, type AccessTable, type FeatureArea } from '@tradeworks/contracts/permissions';
import type { Page } from '../../http/paging';
import type { RequestAuth } from '../../http/request-auth';
import type { Returned, TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { displayPrefixOf, newApiKey } from '../../platform/auth/api-key-token';
import { hashToken } from '../../platform/auth/tokens';
import { toApiKey } from './api-key-view';
import { ApiKeyErrors } from './api-keys.errors';
import { findLiveApiKey, insertApiKey, listApiKeys, revokeApiKey } from './api-keys.repository';
import { isoOrNull } from '../../http/iso-or-null';

const ENTITY = 'api_key';

/** Keys are managed by people: a request made with a key cannot list, create or revoke keys. */
export function assertSignedInPerson(auth: RequestAuth): void {
  if (auth.apiKey) throw ApiKeyErrors.keysCannotManageKeys();
}

export async function listApiKeysPage(
  options: TenantContext & { query: PageQuery },
): Promise<Page<Returned<ApiKey>>> {
  const { db, tenantId, userId, query } = options;
  const page = await db.tenant({ tenantId, userId }, (scope) => listApiKeys(scope, query));
  return { items: page.items.map(toApiKey), total: page.total };
}

/**
 * A new key with `data.scopes`, none beyond the caller's own access (a settings editor cannot mint a key to
 * invoices they may not see). The key is answered this once; only its hash is kept.
 */
export function createApiKey(
  options: TenantContext & { data: ApiKeyCreateData; callerAccess: AccessTable; isMember: boolean },
  now = new Date(),
): Promise<Returned<ApiKeyCreated>> {
  const { db, tenantId, userId, data, callerAccess, isMember } = options;
  if (!isMember || !userId) throw ApiKeyErrors.notAMember();
  const beyond: Record<string, string> = {};
  data.scopes.forEach((scope, index) => {
    const [area, level] = scope.split(':') as [FeatureArea, 'view' | 'edit'];
    if (!hasAccess(callerAccess, area, level)) beyond[`scopes.${index}`] = API_KEY_MESSAGES.scopeBeyondCaller;
  });
  if (Object.keys(beyond).length) throw ApiKeyErrors.beyondCaller(beyond);
  const expiresAt = data.expiresAt ? new Date(data.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw ApiKeyErrors.expiryInPast();
  const key = newApiKey();
  return db.tenant({ tenantId, userId }, async (scope) => {
    const id = await insertApiKey(scope, {
      name: data.name,
      prefix: displayPrefixOf(key),
      keyHash: hashToken(key),
      scopes: data.scopes,
      createdBy: userId,
      expiresAt,
    });
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'create',
      summary: `API key ${data.name} created`,
      changes: { name: data.name, scopes: data.scopes, expiresAt: isoOrNull(expiresAt) },
    });
    const row = (await findLiveApiKey(scope, id))!;
    return { ...toApiKey(row), key };
  });
}

/** Revokes a key: the next request made with it is refused (keys are looked up on every request). */
export function revokeApiKeyById(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await findLiveApiKey(scope, id);
    if (!existing) throw ApiKeyErrors.notFound();
    await revokeApiKey(scope, id);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      summary: `API key ${existing.name} revoked`,
    });
  });
}
