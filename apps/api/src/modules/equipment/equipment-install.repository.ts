import { and, asc, eq } from 'drizzle-orm';
import type { EquipmentType } from '@tradeworks/contracts/equipment';
import type { TenantScope } from '../../db/client';
import { invoiceLineItems, serviceJobServices, serviceJobs, services } from '../../db/schema';

/** A job or invoice line of a catalogue service that creates equipment. */
export interface EquipmentLine {
  lineId: string;
  quantity: string;
  serviceName: string;
  equipmentType: EquipmentType;
}

/** The lines of a job (its services) or of an invoice whose service is flagged "creates equipment". */
export async function equipmentLines(
  { tx, tenantId }: TenantScope,
  of: { jobId: string } | { invoiceId: string },
): Promise<EquipmentLine[]> {
  const flagged = and(eq(services.tenantId, tenantId), eq(services.createsEquipment, true));
  const rows =
    'jobId' in of
      ? await tx
          .select({
            lineId: serviceJobServices.id,
            quantity: serviceJobServices.quantity,
            serviceName: services.name,
            equipmentType: services.equipmentType,
          })
          .from(serviceJobServices)
          .innerJoin(services, and(flagged, eq(services.id, serviceJobServices.serviceId)))
          .where(and(eq(serviceJobServices.tenantId, tenantId), eq(serviceJobServices.jobId, of.jobId)))
          .orderBy(asc(serviceJobServices.sortOrder), asc(serviceJobServices.id))
      : await tx
          .select({
            lineId: invoiceLineItems.id,
            quantity: invoiceLineItems.quantity,
            serviceName: services.name,
            equipmentType: services.equipmentType,
          })
          .from(invoiceLineItems)
          .innerJoin(services, and(flagged, eq(services.id, invoiceLineItems.serviceId)))
          .where(and(eq(invoiceLineItems.tenantId, tenantId), eq(invoiceLineItems.invoiceId, of.invoiceId)))
          .orderBy(asc(invoiceLineItems.sortOrder), asc(invoiceLineItems.id));
  return rows.map((r) => ({ ...r, equipmentType: r.equipmentType ?? 'other' }));
}

/** Whether a job was invoiced with this invoice (its completion installed the units already). */
export async function isJobInvoice({ tx, tenantId }: TenantScope, invoiceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: serviceJobs.id })
    .from(serviceJobs)
    .where(and(eq(serviceJobs.tenantId, tenantId), eq(serviceJobs.invoiceId, invoiceId)))
    .limit(1);
  return Boolean(row);
}
