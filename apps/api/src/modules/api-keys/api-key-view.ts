import type { ApiKey } from '@tradeworks/contracts/api-keys';
import type { Returned } from '../../http/route';
import type { ApiKeyRow } from './api-keys.repository';

export function toApiKey(row: ApiKeyRow): Returned<ApiKey> {
  const name = [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' ') || row.creatorEmail;
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdBy: { id: row.createdById, name },
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
  };
}
