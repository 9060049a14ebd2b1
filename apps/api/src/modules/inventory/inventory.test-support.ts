import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InventoryItem } from '@tradeworks/contracts/inventory';
import type { TestContext, TestTenant, TestUser } from '../../test/test-context';

/** Creates a part through the API (so its opening stock is in the ledger) and returns it. */
export async function createPart(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  fields: Record<string, unknown> = {},
): Promise<InventoryItem> {
  const res = await t.request(user, 'POST', '/api/inventory', {
    tenant,
    body: {
      name: 'Capacitor 45/5',
      sku: 'CAP-455',
      category: 'Controls',
      unitPrice: '24.00',
      cost: '8.50',
      currentStock: 20,
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A client, quote and invoice with one line each referring to `ref` (as issue 6's line-item pickers do). */
export async function referenceFromQuoteAndInvoice(
  t: TestContext,
  tenant: TestTenant,
  ref: { serviceId?: string; inventoryId?: string },
  where: { quote?: boolean; invoice?: boolean } = { quote: true, invoice: true },
): Promise<void> {
  await t.db.platform(async (tx) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const [client] = (
      await tx.execute<{ id: string }>(sql`insert into clients (tenant_id, id, name)
      values (${tenant.id}, gen_random_uuid(), 'Line Client') returning id`)
    ).rows;
    const itemType = ref.serviceId ? 'service' : 'inventory';
    if (where.quote) {
      const [quote] = (
        await tx.execute<{
          id: string;
        }>(sql`insert into quotes (tenant_id, id, quote_number, client_id, client_name)
        values (${tenant.id}, gen_random_uuid(), ${`Q-T-${suffix}`}, ${client.id}, 'Line Client') returning id`)
      ).rows;
      await tx.execute(sql`insert into quote_line_items (tenant_id, id, quote_id, item_type, description, service_id, inventory_id)
        values (${tenant.id}, gen_random_uuid(), ${quote.id}, ${itemType}, 'Line', ${ref.serviceId ?? null}, ${ref.inventoryId ?? null})`);
    }
    if (where.invoice) {
      const [invoice] = (
        await tx.execute<{
          id: string;
        }>(sql`insert into invoices (tenant_id, id, invoice_number, client_id, client_name)
        values (${tenant.id}, gen_random_uuid(), ${`INV-T-${suffix}`}, ${client.id}, 'Line Client') returning id`)
      ).rows;
      await tx.execute(sql`insert into invoice_line_items (tenant_id, id, invoice_id, item_type, description, service_id, inventory_id)
        values (${tenant.id}, gen_random_uuid(), ${invoice.id}, ${itemType}, 'Line', ${ref.serviceId ?? null}, ${ref.inventoryId ?? null})`);
    }
  });
}
