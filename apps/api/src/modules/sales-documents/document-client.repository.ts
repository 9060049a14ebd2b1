import { and, eq } from 'drizzle-orm';
import type { DocumentClient } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { clients } from '../../db/schema';

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
