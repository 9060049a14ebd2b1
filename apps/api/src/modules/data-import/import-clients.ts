import { clients, serviceLocations, auditLog } from '../../db/schema';
import { findExistingClientKeys } from './import-lookups.repository';
import {
  clientDisplayName,
  clientImportSchema,
  missingClientDetails,
  type ClientCreateData,
  type ClientImportData,
} from '@tradeworks/contracts/clients';
import { insertClients, type ImportedClient } from '../clients/public';
import { clientInsertValues, updateClientInScope } from '../clients/public';
import type { ImportTypeDefinition } from './import-type';
import { clientRowBody } from './client-row-reading';

const clientKey = (email: string | null | undefined, name: string) =>
  `${(email ?? '').trim().toLowerCase()}\u0000${name.trim().toLowerCase()}`;

/**
 * Clients: matched by e-mail and display name; new ones are inserted in one statement per batch. A row may
 * lack details the form requires (another tool's export): the client is imported and flagged "needs
 * details" (clients.needs_details). Other columns' values are kept in the notes.
 */
export const clientImport: ImportTypeDefinition<ClientImportData> = {
  type: 'clients',
  filledTables: [clients, serviceLocations, auditLog],
  noun: 'client',
  kinds: { creditLimit: 'money', tags: 'tags', createdAt: 'date' },
  schema: clientImportSchema,
  toBody: clientRowBody,
  keepsUnmapped: true,
  lacksDetails: (data) => missingClientDetails(data).length > 0,
  issueColumn: (path) => String(path[0] ?? ''),
  naturalKey: (data) => clientKey(data.email, clientDisplayName(data)),
  keyColumn: 'email',
  async loadExisting(scope) {
    const rows = await findExistingClientKeys(scope);
    const byKey = new Map<string, string>();
    const ids = new Set<string>();
    for (const row of rows) {
      ids.add(row.id);
      const key = clientKey(row.email, row.name);
      if (!byKey.has(key)) byKey.set(key, row.id);
    }
    return { byKey, ids };
  },
  async writeBatch(scope, batch) {
    const created = await insertClients(
      scope,
      batch
        .filter((r) => !r.existingId)
        .map((r) => {
          // A row lacking details is stored with them empty (needs details); the insert takes any subset.
          const values: ImportedClient = clientInsertValues(r.data as ClientCreateData);
          if (r.createdAt) values.createdAt = r.createdAt;
          return values;
        }),
      'created (CSV import)',
    );
    let updated = 0;
    for (const record of batch) {
      if (!record.existingId) continue;
      await updateClientInScope(scope, record.existingId, record.data);
      updated++;
    }
    return { created, updated };
  },
};
