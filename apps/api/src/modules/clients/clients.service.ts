import type { TenantContext } from '../../http/route';
import { listClients } from './clients.repository';
import type { ClientListQuery } from './clients.schemas';

export function listClientsPage(options: TenantContext & { query: ClientListQuery }) {
  const { db, tenantId, userId, query } = options;
  return db.tenant({ tenantId, userId }, (scope) => listClients(scope, query));
}
