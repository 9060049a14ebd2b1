import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { payments } from '../../db/schema';

/** Completed deposit payments less completed refunds of a quote, as a decimal string (moved ones included). */
export async function sumDepositPayments({ tx, tenantId }: TenantScope, quoteId: string): Promise<string> {
  const [row] = await tx
    .select({
      paid: sql<string>`coalesce(sum(case when ${payments.refundOfId} is null then ${payments.amount} else -${payments.amount} end), 0)`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.quoteId, quoteId),
        sql`((${payments.refundOfId} is null and ${payments.status} = 'completed') or (${payments.refundOfId} is not null and ${payments.status} = 'refunded'))`,
      ),
    );
  return row.paid;
}

/** Links the quote's not yet invoiced deposit rows (payments and refunds, any status) to the invoice; how many. */
export async function moveDepositToInvoice(
  { tx, tenantId }: TenantScope,
  quoteId: string,
  invoice: { id: string; invoiceNumber: string },
): Promise<number> {
  const moved = await tx
    .update(payments)
    .set({ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.quoteId, quoteId), isNull(payments.invoiceId)))
    .returning({ id: payments.id });
  return moved.length;
}
