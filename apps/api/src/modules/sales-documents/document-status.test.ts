import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '@tradeworks/contracts/invoices';
import { QUOTE_STATUSES } from '@tradeworks/contracts/quotes';
import { invoices, quotes } from '../../db/schema';
import { TestContext, type TestTenant } from '../../test/test-context';
import { invoiceStatusIs, invoiceStatusSql, quoteStatusIs, quoteStatusSql } from './document-status';
import { platformSql, seedSalesFixture } from './sales-test-fixtures';

let t: TestContext;
let tenant: TestTenant;

/** Every stored status × validity / due date in the past, the future, today and none. */
beforeAll(async () => {
  t = await TestContext.create();
  tenant = await t.tenant();
  const { clientId } = await seedSalesFixture(t, tenant);
  let n = 0;
  for (const status of QUOTE_STATUSES) {
    for (const when of [`now() - interval '1 hour'`, `now() + interval '1 hour'`, 'null']) {
      await platformSql(t, sql`insert into quotes (tenant_id, id, quote_number, client_id, client_name, status, valid_until)
        values (${tenant.id}, gen_random_uuid(), ${`Q-${n++}`}, ${clientId}, 'C', ${status}, ${sql.raw(when)})`);
    }
  }
  for (const status of INVOICE_STATUSES) {
    for (const when of ['current_date - 1', 'current_date', 'current_date + 1', 'null']) {
      await platformSql(t, sql`insert into invoices (tenant_id, id, invoice_number, client_id, client_name, status, due_date)
        values (${tenant.id}, gen_random_uuid(), ${`INV-${n++}`}, ${clientId}, 'C', ${status}, ${sql.raw(when)})`);
    }
  }
});
afterAll(() => t.close());

const scope = <T>(fn: Parameters<TestContext['db']['tenant']>[1]) => t.db.tenant({ tenantId: tenant.id, userId: null }, fn) as Promise<T>;

describe('derived document status', () => {
  it('reads sent quotes past validUntil as expired, and nothing else changes', async () => {
    const rows = await scope<Array<{ stored: string; read: string; lapsed: boolean }>>(({ tx }) =>
      tx.select({ stored: quotes.status, read: quoteStatusSql, lapsed: sql<boolean>`coalesce(${quotes.validUntil} < now(), false)` })
        .from(quotes).where(eq(quotes.tenantId, tenant.id)));
    for (const row of rows) {
      expect(row.read).toBe(row.stored === 'sent' && row.lapsed ? 'expired' : row.stored);
    }
  });

  it('reads sent invoices past their due date (not on it) as overdue', async () => {
    const rows = await scope<Array<{ stored: string; read: string; due: string | null; today: string }>>(({ tx }) =>
      tx.select({ stored: invoices.status, read: invoiceStatusSql, due: invoices.dueDate, today: sql<string>`current_date::text` })
        .from(invoices).where(eq(invoices.tenantId, tenant.id)));
    for (const row of rows) {
      const lapsed = row.due !== null && row.due < row.today;
      expect(row.read).toBe(row.stored === 'sent' && lapsed ? 'overdue' : row.stored);
    }
  });

  it('filters pick exactly the rows whose read status matches', async () => {
    for (const status of QUOTE_STATUSES) {
      const byFilter = await scope<Array<{ id: string }>>(({ tx }) =>
        tx.select({ id: quotes.id }).from(quotes).where(and(eq(quotes.tenantId, tenant.id), quoteStatusIs(status))).orderBy(quotes.id));
      const byCase = await scope<Array<{ id: string }>>(({ tx }) =>
        tx.select({ id: quotes.id }).from(quotes).where(and(eq(quotes.tenantId, tenant.id), sql`${quoteStatusSql} = ${status}`)).orderBy(quotes.id));
      expect(byFilter.length, status).toBeGreaterThan(0);
      expect(byFilter, status).toEqual(byCase);
    }
    for (const status of INVOICE_STATUSES) {
      const byFilter = await scope<Array<{ id: string }>>(({ tx }) =>
        tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.tenantId, tenant.id), invoiceStatusIs(status))).orderBy(invoices.id));
      const byCase = await scope<Array<{ id: string }>>(({ tx }) =>
        tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.tenantId, tenant.id), sql`${invoiceStatusSql} = ${status}`)).orderBy(invoices.id));
      expect(byFilter.length, status).toBeGreaterThan(0);
      expect(byFilter, status).toEqual(byCase);
    }
  });
});
