import type { Client } from '@tradeworks/contracts/clients';
import type { ClientRow } from './clients.repository';

/** A client row as the API answers it: coordinates as numbers, money as decimal strings, no search column. */
export function toClient(row: ClientRow): Client {
  const { tenantId: _tenant, searchText: _search, latitude, longitude, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    latitude: latitude === null ? null : Number(latitude),
    longitude: longitude === null ? null : Number(longitude),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
