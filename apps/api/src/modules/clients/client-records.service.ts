import type {
  ClientContact,
  ClientContactCreateData,
  ServiceHistoryEntry,
} from '@tradeworks/contracts/clients';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireClient } from './clients.service';
import {
  insertContact,
  listContactRows,
  listServiceHistoryRows,
  type ClientContactRow,
} from './client-records.repository';
import { isoOrNull } from '../../http/iso-or-null';

type ClientCtx = TenantContext & { clientId: string };
type PageArgs = { limit: number; offset: number };

function toContact(row: ClientContactRow): ClientContact {
  const { tenantId: _t, createdBy: _c, createdAt, contactType, ...rest } = row;
  return {
    ...rest,
    contactType: contactType as ClientContact['contactType'],
    createdAt: createdAt.toISOString(),
  };
}

export function listClientContacts({ db, tenantId, userId, clientId, page }: ClientCtx & { page: PageArgs }) {
  return db.tenant({ tenantId, userId }, async (scope) => {
    await requireClient(scope, clientId);
    const result = await listContactRows(scope, clientId, page);
    return { items: result.items.map(toContact), total: result.total };
  });
}

export function addClientContact({
  db,
  tenantId,
  userId,
  clientId,
  data,
}: ClientCtx & { data: ClientContactCreateData }): Promise<ClientContact> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await requireClient(scope, clientId);
    const row = await insertContact(scope, clientId, data);
    await recordAudit(scope, {
      entity: 'client',
      entityId: clientId,
      action: 'contact_logged',
      summary: `Contact with ${client.name} logged: ${row.subject}`,
    });
    return toContact(row);
  });
}

export function listServiceHistory({ db, tenantId, userId, clientId, page }: ClientCtx & { page: PageArgs }) {
  return db.tenant({ tenantId, userId }, async (scope) => {
    await requireClient(scope, clientId);
    const result = await listServiceHistoryRows(scope, clientId, page);
    const items: ServiceHistoryEntry[] = result.items.map((row) => ({
      ...row,
      scheduledDate: row.scheduledDate.toISOString(),
      completedAt: isoOrNull(row.completedAt),
    }));
    return { items, total: result.total };
  });
}
