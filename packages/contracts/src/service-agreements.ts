import { z } from 'zod';
import { dateInput, moneyInput, optionalText, quantityInput, requiredText } from './catalogue-fields';
import { centsToString, toCents } from './money';
import { pageQuerySchema } from './paging';
import { locationRefSchema } from './service-locations';

/**
 * Service agreements (spec part 2 "Service agreements"): maintenance contracts whose visits are real
 * service jobs and whose billing periods become invoices, made by the agreement generator.
 */

/** Stored: active or cancelled; read: expired (end date passed) and pending (starts later) are derived. */
export const AGREEMENT_STATUSES = ['active', 'pending', 'expired', 'cancelled'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Spec part 2 §9. */
export const AGREEMENT_SERVICE_TYPES = [
  'Monthly Maintenance',
  'Quarterly Maintenance',
  'Annual Inspection',
  'Emergency Response',
  'Custom Agreement',
] as const;
/** Spec part 2 §9: the create form also offers As Needed (no scheduled visits). */
export const AGREEMENT_FREQUENCIES = ['Weekly', 'Monthly', 'Quarterly', 'Annually', 'As Needed'] as const;

export const BILLING_SCHEDULES = ['per_visit', 'monthly', 'quarterly', 'annually', 'upfront'] as const;
export type BillingSchedule = (typeof BILLING_SCHEDULES)[number];
export const BILLING_SCHEDULE_LABELS: Record<BillingSchedule, string> = {
  per_visit: 'Per visit',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
  upfront: 'Upfront',
};

/** Spec part 2 §9: upcoming renewals are active agreements ending within 30 days. */
export const UPCOMING_RENEWAL_DAYS = 30;
/** Visits exist as service jobs this many days ahead (the generator's rolling horizon). */
export const VISIT_HORIZON_DAYS = 60;
/** General setting (Admin Settings → General) that makes the generator send billing invoices, not draft them. */
export const AGREEMENT_INVOICE_SETTING = 'agreement_invoice_delivery';

export const AGREEMENT_MESSAGES = {
  valuePositive: 'Value must be positive',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endAfterStart: 'End date must be after start date',
  clientRequired: 'Client is required',
  serviceTypeRequired: 'Service type is required',
  frequency: `Frequency must be one of: ${AGREEMENT_FREQUENCIES.join(', ')}`,
  billingSchedule: `Billing schedule must be one of: ${BILLING_SCHEDULES.join(', ')}`,
  perVisitNeedsFrequency: 'Per-visit billing needs a visit frequency (not As Needed)',
  status: 'Status can be set to active or cancelled; pending and expired follow from the dates',
  // Spec §8 toasts and fallbacks.
  created: 'Service agreement created successfully',
  updated: 'Service agreement updated successfully',
  deleted: 'Service agreement deleted successfully',
  createFailed: 'Failed to create service agreement',
  updateFailed: 'Failed to update service agreement',
  deleteFailed: 'Failed to delete service agreement',
  loadFailed: 'Error loading service agreements. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this service agreement? This action cannot be undone.',
} as const;

const positiveValue = moneyInput({
  negative: AGREEMENT_MESSAGES.valuePositive,
  invalid: AGREEMENT_MESSAGES.valuePositive,
}).refine((v) => toCents(v) > 0n, AGREEMENT_MESSAGES.valuePositive);

const agreementServiceInput = z.object({
  serviceId: z.uuid('Choose a service from the catalogue'),
  quantity: quantityInput('Quantity must be positive').default('1.00'),
});

const fields = {
  clientId: z.uuid(AGREEMENT_MESSAGES.clientRequired),
  /** Where the visits happen: one of the client's locations; empty: the client's default location. */
  locationId: z.uuid({ error: "Choose one of the client's locations" }).nullish(),
  serviceType: requiredText(AGREEMENT_MESSAGES.serviceTypeRequired, 100),
  startDate: dateInput(AGREEMENT_MESSAGES.startRequired),
  endDate: dateInput(AGREEMENT_MESSAGES.endRequired),
  value: positiveValue,
  frequency: z.enum(AGREEMENT_FREQUENCIES, { error: AGREEMENT_MESSAGES.frequency }),
  billingSchedule: z
    .enum(BILLING_SCHEDULES, { error: AGREEMENT_MESSAGES.billingSchedule })
    .nullish()
    .or(z.literal('').transform(() => null)),
  description: optionalText(2000),
  autoRenew: z.boolean().optional(),
  services: z.array(agreementServiceInput).max(20, 'At most 20 services'),
};

function checkTerm(
  v: { startDate?: string; endDate?: string; frequency?: string; billingSchedule?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.startDate && v.endDate && v.endDate <= v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: AGREEMENT_MESSAGES.endAfterStart });
  if (v.billingSchedule === 'per_visit' && v.frequency === 'As Needed')
    ctx.addIssue({
      code: 'custom',
      path: ['billingSchedule'],
      message: AGREEMENT_MESSAGES.perVisitNeedsFrequency,
    });
}

/** POST /api/service-agreements (the form sends the same object). */
export const agreementCreateSchema = z
  .object({
    ...fields,
    frequency: fields.frequency.default('Monthly'),
    services: fields.services.default([]),
  })
  .superRefine(checkTerm);
export type AgreementCreateBody = z.input<typeof agreementCreateSchema>;
export type AgreementCreateData = z.output<typeof agreementCreateSchema>;

/** PATCH /api/service-agreements/{id}: fields left out stay; status moves between active and cancelled. */
export const agreementUpdateSchema = z
  .object({
    ...fields,
    status: z.enum(['active', 'cancelled'], { error: AGREEMENT_MESSAGES.status }),
  })
  .partial()
  .superRefine(checkTerm);
export type AgreementUpdateBody = z.input<typeof agreementUpdateSchema>;
export type AgreementUpdateData = z.output<typeof agreementUpdateSchema>;

/** POST /api/service-agreements/{id}/renew: the next term; same terms unless changed. */
export const agreementRenewSchema = z.object({
  endDate: dateInput(AGREEMENT_MESSAGES.endRequired).optional(),
  value: positiveValue.optional(),
});
export type AgreementRenewBody = z.input<typeof agreementRenewSchema>;
export type AgreementRenewData = z.output<typeof agreementRenewSchema>;

export const agreementListQuerySchema = pageQuerySchema.extend({
  status: z.enum(AGREEMENT_STATUSES).optional(),
  clientId: z.uuid().optional(),
});
export type AgreementListQuery = z.infer<typeof agreementListQuerySchema>;

// ---- Responses -------------------------------------------------------------------------------------------

export const AGREEMENT_ACTIONS = ['edit', 'cancel', 'reactivate', 'renew', 'delete'] as const;
export type AgreementAction = (typeof AGREEMENT_ACTIONS)[number];

export const serviceAgreementSchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string(),
  locationId: z.string().nullable(),
  serviceType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  value: z.string(),
  frequency: z.string().nullable(),
  billingSchedule: z.enum(BILLING_SCHEDULES).nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  /** The next visit still to do (a pending, assigned or in-progress visit job from today on). */
  nextService: z.string().nullable(),
  description: z.string().nullable(),
  autoRenew: z.boolean(),
  renewedFromId: z.string().nullable(),
  /** The term that renews this one, once renewed. */
  renewedToId: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** What the current state allows (the screens show exactly these). */
  allowedActions: z.array(z.enum(AGREEMENT_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceAgreement = z.infer<typeof serviceAgreementSchema>;

export const agreementVisitSchema = z.object({
  jobId: z.string(),
  jobNumber: z.string(),
  visitDate: z.string(),
  status: z.string(),
  technicianName: z.string().nullable(),
});

export const agreementInvoiceSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  status: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.string(),
});

export const agreementServiceSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  quantity: z.string(),
});

export const serviceAgreementDetailSchema = serviceAgreementSchema.extend({
  location: locationRefSchema.nullable(),
  services: z.array(agreementServiceSchema),
  /** The latest visits (up to 100), newest date last. */
  visits: z.array(agreementVisitSchema),
  invoices: z.array(agreementInvoiceSchema),
  renewedFromNumber: z.string().nullable(),
  renewedToNumber: z.string().nullable(),
});
export type ServiceAgreementDetail = z.infer<typeof serviceAgreementDetailSchema>;

/** GET /api/service-agreements/summary: the four stat cards. */
export const agreementSummarySchema = z.object({
  activeAgreements: z.number(),
  /** Sum of the values of active agreements. */
  totalValue: z.string(),
  upcomingRenewals: z.number(),
  expired: z.number(),
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;

export const agreementGeneratorRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  trigger: z.string(),
  agreementsProcessed: z.number(),
  visitsCreated: z.number(),
  invoicesCreated: z.number(),
  renewalsCreated: z.number(),
  failures: z.number(),
});
export const agreementGeneratorStatusSchema = z.object({
  lastRun: agreementGeneratorRunSchema.nullable(),
});
export type AgreementGeneratorStatus = z.infer<typeof agreementGeneratorStatusSchema>;

// ---- Billing periods (exact cents) -----------------------------------------------------------------------

/** Splits an amount over n periods to the cent: equal shares, the remainder on the last period. */
export function splitAmount(value: string, periods: number): string[] {
  if (periods <= 0) return [];
  const cents = toCents(value);
  const share = cents / BigInt(periods);
  const last = cents - share * BigInt(periods - 1);
  return Array.from({ length: periods }, (_, i) => centsToString(i === periods - 1 ? last : share));
}
