import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, clients, emailOutbox, inventoryItems, services } from '../../db/schema';
import type { TestContext, TestTenant } from '../../test/test-context';

/** Test support (not a test file): catalogue and client rows, quote/invoice bodies, PDF text. */

export interface SalesFixture {
  clientId: string;
  noEmailClientId: string;
  serviceId: string;
  inactiveServiceId: string;
  partId: string;
  inactivePartId: string;
}

/** A client with e-mail (and a payment customer), one without e-mail, active and inactive services and parts. */
export async function seedSalesFixture(
  t: TestContext,
  tenant: TestTenant,
  prefix = 'Acme',
): Promise<SalesFixture> {
  return t.db.tenant({ tenantId: tenant.id, userId: null }, async ({ tx }) => {
    const [client] = await tx
      .insert(clients)
      .values({
        tenantId: tenant.id,
        name: `${prefix} Client`,
        email: 'pat@example.com',
        phone: '(512) 555-0100',
        address: '12 Oak Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
        stripeCustomerId: 'cus_test123',
      })
      .returning({ id: clients.id });
    const [noEmail] = await tx
      .insert(clients)
      .values({ tenantId: tenant.id, name: `${prefix} No Mail` })
      .returning({ id: clients.id });
    const [service, inactiveService] = await tx
      .insert(services)
      .values([
        { tenantId: tenant.id, name: 'AC Tune-Up', serviceType: 'simple', basePrice: '89.00' },
        {
          tenantId: tenant.id,
          name: 'Retired Service',
          serviceType: 'simple',
          basePrice: '10.00',
          status: 'inactive',
        },
      ])
      .returning({ id: services.id });
    const [part, inactivePart] = await tx
      .insert(inventoryItems)
      .values([
        { tenantId: tenant.id, name: 'Capacitor 45/5', unitPrice: '33.33', currentStock: 10_000 },
        { tenantId: tenant.id, name: 'Old Filter', unitPrice: '5.00', status: 'inactive' },
      ])
      .returning({ id: inventoryItems.id });
    return {
      clientId: client.id,
      noEmailClientId: noEmail.id,
      serviceId: service.id,
      inactiveServiceId: inactiveService.id,
      partId: part.id,
      inactivePartId: inactivePart.id,
    };
  });
}

/** A quote or invoice body with a service line, a part line (3 × 33.33) and a custom line. */
export function documentBody(f: SalesFixture, extra: Record<string, unknown> = {}) {
  return {
    clientId: f.clientId,
    clientName: 'ignored by the server',
    lineItems: [
      {
        itemType: 'service',
        serviceId: f.serviceId,
        description: 'AC Tune-Up',
        quantity: 1,
        rate: '89.00',
        total: '1.00',
      },
      {
        itemType: 'inventory',
        inventoryId: f.partId,
        description: 'Capacitor 45/5',
        quantity: '3',
        rate: 33.33,
        total: 0,
      },
      { itemType: 'custom', description: 'Trip charge', quantity: 1.5, rate: '49' },
    ],
    taxRate: '0.0825',
    subtotal: '1',
    taxAmount: '1',
    total: '1',
    ...extra,
  };
}
/** 89.00 + 99.99 + 73.50 = 262.49; tax 8.25% = 21.655… → 21.66; total 284.15. */
export const BODY_TOTALS = {
  subtotal: '262.49',
  taxAmount: '21.66',
  total: '284.15',
  lineTotals: ['89.00', '99.99', '73.50'],
};

export function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tw-sales-pdf-')), 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

export async function outboxFor(t: TestContext, tenant: TestTenant, relatedId: string) {
  return t.db.platform((tx) =>
    tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.tenantId, tenant.id), eq(emailOutbox.relatedId, relatedId))),
  );
}

export async function auditFor(t: TestContext, tenant: TestTenant, entityId: string) {
  return t.db.platform((tx) =>
    tx
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityId, entityId)))
      .orderBy(auditLog.createdAt),
  );
}

/** Runs SQL as the platform (tests only: moving dates into the past). */
export function platformSql(t: TestContext, query: ReturnType<typeof sql>) {
  return t.db.platform((tx) => tx.execute(query));
}

/**
 * Users of `tenant` with custom roles: `viewer` (manager role cut to view on quotes and invoices) and
 * `outsider` (admin role cut to clients only: no quotes, no invoices).
 */
export async function restrictedUsers(t: TestContext, tenant: TestTenant) {
  await platformSql(
    t,
    sql`insert into permission_roles (tenant_id, id, role, permissions) values
    (${tenant.id}, gen_random_uuid(), 'manager', array['clients', 'quotes:view', 'invoices:view']),
    (${tenant.id}, gen_random_uuid(), 'admin', array['clients'])`,
  );
  return {
    viewer: await t.user({ tenant, role: 'manager' }),
    outsider: await t.user({ tenant, role: 'admin' }),
  };
}
