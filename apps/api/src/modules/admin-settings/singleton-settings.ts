import type { TenantScope } from '../../db/client';
import { AdminSettingsErrors } from './admin-settings.errors';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { inTenant, type SettingsCtx } from './settings-context';
import {
  findSingleton,
  insertSingleton,
  updateSingletonRow,
  type SingletonTable,
} from './singleton-settings.repository';

/**
 * Company, communications and customer portal are one row per tenant, created by the first save (POST) and
 * updated afterwards (PATCH), as the spec's forms do. A second POST is a 409, a PATCH before any POST a 404.
 */
export async function createSingleton<Row>(
  scope: TenantScope,
  def: SingletonTable<Row>,
  values: Record<string, unknown>,
  auditChanges: Record<string, unknown>,
): Promise<Row> {
  if (await findSingleton(scope, def)) {
    throw AdminSettingsErrors.singletonExists(def.label);
  }
  const row = await insertSingleton(scope, def, values);
  await recordAudit(scope, {
    entity: def.entity,
    entityId: (row as unknown as { id: string }).id,
    action: 'create',
    summary: `${def.label} saved`,
    changes: auditChanges,
  });
  return row;
}

export async function updateSingleton<Row>(
  scope: TenantScope,
  def: SingletonTable<Row>,
  values: Record<string, unknown>,
  auditChanges: (before: Row) => Record<string, unknown>,
): Promise<Row> {
  const before = await findSingleton(scope, def);
  if (!before) throw AdminSettingsErrors.singletonNotFound(def.label);
  const changes = auditChanges(before);
  if (!Object.keys(changes).length) return before;
  const row = await updateSingletonRow(scope, def, values);
  await recordAudit(scope, {
    entity: def.entity,
    entityId: (row as unknown as { id: string }).id,
    action: 'update',
    summary: `${def.label} updated`,
    changes,
  });
  return row;
}

/** What a singleton form stores of a save, and what its audit entry records given the row before (null: none). */
export interface StoredSettings<Row> {
  values: Record<string, unknown>;
  audit: (before: Row | null) => Record<string, unknown>;
}

/** The data as sent; the audit records it all on the first save, the changed fields afterwards. */
const storeAsSent = <Row>(data: object): StoredSettings<Row> => ({
  values: { ...data },
  audit: (before) =>
    before ? changedFields(before as Record<string, unknown>, data as Record<string, unknown>) : { ...data },
});

/**
 * GET / POST / PATCH of one singleton settings form: each form adds only its table, its view and, where it
 * differs (secrets), what is stored and audited. GET answers null until the first save.
 */
export function singletonSettings<Row, View, Data extends object>(
  def: SingletonTable<Row>,
  view: (row: Row) => View,
  store: (tenantId: string, data: Data) => StoredSettings<Row> = (_, data) => storeAsSent<Row>(data),
) {
  return {
    get: (ctx: SettingsCtx): Promise<View | null> =>
      inTenant(ctx, async (scope) => {
        const row = await findSingleton(scope, def);
        return row ? view(row) : null;
      }),
    create: (ctx: SettingsCtx & { data: Data }): Promise<View> =>
      inTenant(ctx, async (scope) => {
        const { values, audit } = store(scope.tenantId, ctx.data);
        return view(await createSingleton(scope, def, values, audit(null)));
      }),
    update: (ctx: SettingsCtx & { data: Data }): Promise<View> =>
      inTenant(ctx, async (scope) => {
        const { values, audit } = store(scope.tenantId, ctx.data);
        return view(await updateSingleton(scope, def, values, audit));
      }),
  };
}
