import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PageQuery } from '@tradeworks/contracts/paging';
import type { TenantScope } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { containsPattern, type Page } from '../../http/paging';

export type ApiKeyInsert = Omit<typeof apiKeys.$inferInsert, 'tenantId'>;

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  createdById: string;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string;
}

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  expiresAt: apiKeys.expiresAt,
  createdById: apiKeys.createdBy,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  creatorEmail: users.email,
};

/** The organization's live (not revoked) keys, newest first (api_keys_recent_idx), searched by name. */
export async function listApiKeys({ tx, tenantId }: TenantScope, query: PageQuery): Promise<Page<ApiKeyRow>> {
  const where = and(
    eq(apiKeys.tenantId, tenantId),
    isNull(apiKeys.revokedAt),
    query.search ? sql`${apiKeys.name} ilike ${containsPattern(query.search)}` : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    tx
      .select(columns)
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.createdBy))
      .where(where)
      .orderBy(sql`${apiKeys.createdAt} desc`, sql`${apiKeys.id} desc`)
      .limit(query.limit)
      .offset(query.offset),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(where),
  ]);
  return { items, total };
}

export async function findLiveApiKey(
  { tx, tenantId }: TenantScope,
  id: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return row;
}

export async function insertApiKey({ tx, tenantId }: TenantScope, values: ApiKeyInsert): Promise<string> {
  const [row] = await tx
    .insert(apiKeys)
    .values({ ...values, tenantId })
    .returning({ id: apiKeys.id });
  return row.id;
}

export async function revokeApiKey({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}
