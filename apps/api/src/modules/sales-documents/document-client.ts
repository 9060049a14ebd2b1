import { and, eq } from 'drizzle-orm';
import type { DocumentClient } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { clients } from '../../db/schema';
import { SalesDocumentErrors } from './sales-documents.errors';

/** The client block of a quote or invoice (detail, PDF, e-mail); undefined when not the tenant's. */
export async function findDocumentClient(
  { tx, tenantId }: TenantScope,
  clientId: string,
): Promise<DocumentClient | undefined> {
  const [row] = await tx
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      address: clients.address,
      address2: clients.address2,
      city: clients.city,
      state: clients.state,
      zipCode: clients.zipCode,
      stripeCustomerId: clients.stripeCustomerId,
    })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId)));
  return row;
}

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
