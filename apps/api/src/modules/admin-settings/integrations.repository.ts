import { and, asc, eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { integrationSettings } from '../../db/schema';

export type IntegrationRow = typeof integrationSettings.$inferSelect;
type IntegrationValues = Partial<Omit<typeof integrationSettings.$inferInsert, 'tenantId' | 'id'>>;

export async function findIntegration(scope: TenantScope, id: string): Promise<IntegrationRow | undefined> {
  const [row] = await scope.tx
    .select()
    .from(integrationSettings)
    .where(and(eq(integrationSettings.tenantId, scope.tenantId), eq(integrationSettings.id, id)));
  return row;
}

/** The tenant's integration cards by name (a handful; bounded all the same). */
export function listIntegrationRows(scope: TenantScope): Promise<IntegrationRow[]> {
  return scope.tx
    .select()
    .from(integrationSettings)
    .where(eq(integrationSettings.tenantId, scope.tenantId))
    .orderBy(asc(integrationSettings.integrationName))
    .limit(100);
}

export async function integrationExists(scope: TenantScope, integrationName: string): Promise<boolean> {
  const [existing] = await scope.tx
    .select({ id: integrationSettings.id })
    .from(integrationSettings)
    .where(
      and(
        eq(integrationSettings.tenantId, scope.tenantId),
        eq(integrationSettings.integrationName, integrationName),
      ),
    );
  return existing !== undefined;
}

export async function insertIntegration(
  scope: TenantScope,
  values: IntegrationValues & { integrationName: string },
): Promise<IntegrationRow> {
  const [row] = await scope.tx
    .insert(integrationSettings)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  return row;
}

export async function updateIntegrationRow(
  scope: TenantScope,
  id: string,
  values: IntegrationValues,
): Promise<IntegrationRow> {
  const [row] = await scope.tx
    .update(integrationSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(integrationSettings.tenantId, scope.tenantId), eq(integrationSettings.id, id)))
    .returning();
  return row;
}
