import type { DocumentClient } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { SalesDocumentErrors } from './sales-documents.errors';
import { findDocumentClient } from './document-client.repository';

/** Name, street lines and "City, ST 12345" of a client, for documents. */
export function clientAddressLines(client: DocumentClient): string[] {
  const cityLine = [client.city, [client.state, client.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [client.address, client.address2, cityLine].filter((line): line is string => Boolean(line));
}

/** The client a quote or invoice is for; a missing or other tenant's client is a 400 on the clientId field. */
export async function requireDocumentClient(scope: TenantScope, clientId: string): Promise<DocumentClient> {
  const client = await findDocumentClient(scope, clientId);
  if (!client) throw SalesDocumentErrors.clientNotFound();
  return client;
}
