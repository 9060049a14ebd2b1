import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import {
  invoiceLineItems,
  serviceJobServices,
  serviceJobs,
  serviceLineItems,
  stockMovements,
} from '../../db/schema';

/** A job's part components: each service's parts × how many of that service the job did. */
export async function listJobMaterialParts({ tx, tenantId }: TenantScope, jobId: string) {
  return tx
    .select({
      inventoryId: serviceLineItems.inventoryId,
      quantity: sql<string>`(${serviceLineItems.quantity} * ${serviceJobServices.quantity})::text`,
    })
    .from(serviceJobServices)
    .innerJoin(
      serviceLineItems,
      and(
        eq(serviceLineItems.tenantId, serviceJobServices.tenantId),
        eq(serviceLineItems.serviceId, serviceJobServices.serviceId),
      ),
    )
    .where(
      and(
        eq(serviceJobServices.tenantId, tenantId),
        eq(serviceJobServices.jobId, jobId),
        isNotNull(serviceLineItems.inventoryId),
      ),
    );
}

/** True when a job was invoiced as this invoice: its parts left stock when the job was completed. */
export async function isJobInvoice({ tx, tenantId }: TenantScope, invoiceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: serviceJobs.id })
    .from(serviceJobs)
    .where(and(eq(serviceJobs.tenantId, tenantId), eq(serviceJobs.invoiceId, invoiceId)))
    .limit(1);
  return Boolean(row);
}

/** An invoice's part lines. */
export async function listInvoicePartLines({ tx, tenantId }: TenantScope, invoiceId: string) {
  return tx
    .select({ inventoryId: invoiceLineItems.inventoryId, quantity: invoiceLineItems.quantity })
    .from(invoiceLineItems)
    .where(
      and(
        eq(invoiceLineItems.tenantId, tenantId),
        eq(invoiceLineItems.invoiceId, invoiceId),
        eq(invoiceLineItems.itemType, 'inventory'),
      ),
    );
}

/** Per part, the net stock change of an invoice's usage movements (negative: taken out), in part order. */
export async function listInvoiceUsageNet({ tx, tenantId }: TenantScope, invoiceId: string) {
  return tx
    .select({
      inventoryId: stockMovements.inventoryId,
      net: sql<number>`sum(${stockMovements.quantityChange})::int`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.tenantId, tenantId),
        eq(stockMovements.invoiceId, invoiceId),
        eq(stockMovements.kind, 'usage'),
      ),
    )
    .groupBy(stockMovements.inventoryId)
    .orderBy(stockMovements.inventoryId);
}
