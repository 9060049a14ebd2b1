import { splitAmount, type BillingSchedule } from '@tradeworks/contracts/service-agreements';
import { billingPeriods } from '@tradeworks/contracts/agreement-schedule';
import {
  agreementGeneratorRuns,
  invoiceLineItems,
  invoices,
  serviceAgreementInvoices,
  serviceAgreementServices,
} from '../schema';
import { syncAgreementVisits } from '../../modules/service-agreements/agreement-sync';
import { findAgreement } from '../../modules/service-agreements/service-agreements.repository';
import { syncContext } from '../../modules/service-agreements/service-agreements.service';
import type { Catalogue } from './demo-catalogue';
import type { TenantSeed } from './demo-context';
import type { DemoAgreement } from './demo-field';

/**
 * What the agreement generator would have left behind before the demo began: the services each visit of the
 * running agreements performs and the current month's invoice of the monthly-billed agreement (its visits come
 * last, seedAgreementVisits). Nothing is due when the demo starts, so the server's first run changes nothing
 * other screens count.
 */
export async function seedAgreementBilling(
  seed: TenantSeed,
  agreements: DemoAgreement[],
  catalogue: Catalogue,
) {
  const { scope, clock, numbers, staff } = seed;
  const { tenantId } = scope;
  const running = agreements.filter((a) => a.status === 'active' && a.frequency !== 'As Needed');
  const service = catalogue.services.find((s) => s.status === 'active');
  if (service && running.length)
    await scope.tx
      .insert(serviceAgreementServices)
      .values(running.map((a) => ({ tenantId, agreementId: a.id, serviceId: service.id, quantity: '1.00' })));

  let invoicesCreated = 0;
  const billed = agreements.find((a) => a.status === 'active' && a.billingSchedule === 'monthly');
  if (billed?.clientId) {
    const periods = billingPeriods({ ...billed, billingSchedule: billed.billingSchedule as BillingSchedule });
    const today = clock.date(0);
    const index = periods.findLastIndex((p) => p.start <= today);
    if (index >= 0) {
      const period = periods[index];
      const amount = splitAmount(billed.value, periods.length)[index];
      const createdAt = clock.ago(0.2);
      const label = `${billed.serviceType} — service agreement ${billed.contractNumber}, ${period.start} to ${period.end}`;
      const [invoice] = await scope.tx
        .insert(invoices)
        .values({
          tenantId,
          invoiceNumber: numbers.next('invoice', createdAt),
          clientId: billed.clientId,
          clientName: billed.clientName,
          status: 'draft',
          subtotal: amount,
          taxRate: '0.0000',
          taxAmount: '0.00',
          taxLines: [
            {
              rateId: null,
              name: 'Tax',
              jurisdiction: null,
              rate: '0.0000',
              taxableAmount: amount,
              amount: '0.00',
            },
          ],
          total: amount,
          dueDate: clock.date(30),
          notes: `Service agreement ${billed.contractNumber}: billing period ${period.start} to ${period.end}.`,
          createdBy: staff.office.id,
          createdAt,
        })
        .returning();
      await scope.tx.insert(invoiceLineItems).values({
        tenantId,
        invoiceId: invoice.id,
        itemType: 'custom',
        description: label,
        quantity: '1.00',
        rate: amount,
        total: amount,
      });
      await scope.tx.insert(serviceAgreementInvoices).values({
        tenantId,
        agreementId: billed.id,
        invoiceId: invoice.id,
        periodStart: period.start,
        periodEnd: period.end,
        amount,
        createdAt,
      });
      invoicesCreated = 1;
    }
  }
  return { agreementsProcessed: running.length, invoicesCreated };
}

/**
 * The running and pending agreements' real visits over the rolling horizon (pending service jobs, Next
 * Service), made by the generator's own code with the demo's today, and the generator run that made them.
 * Runs after the seed's numbers are saved: the visits take the next job numbers from the stored counters.
 */
export async function seedAgreementVisits(
  seed: TenantSeed,
  agreements: DemoAgreement[],
  billing: { agreementsProcessed: number; invoicesCreated: number },
) {
  const { scope, clock } = seed;
  const context = { ...(await syncContext(scope, clock.date(0))), sendInvoices: false };
  let visitsCreated = 0;
  for (const agreement of agreements) {
    if (agreement.status !== 'active' && agreement.status !== 'pending') continue;
    const row = await findAgreement(scope, agreement.id);
    if (row) visitsCreated += await syncAgreementVisits(scope, row, context);
  }
  const finishedAt = clock.ago(0.04);
  await scope.tx.insert(agreementGeneratorRuns).values({
    tenantId: scope.tenantId,
    startedAt: new Date(finishedAt.getTime() - 2_000),
    finishedAt,
    trigger: 'schedule',
    ...billing,
    visitsCreated,
  });
}
