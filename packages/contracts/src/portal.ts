import { z } from 'zod';
import { locationRefSchema } from './service-locations';
import { emailSchema } from './auth';
import { paymentAmountSchema } from './payments';
import { QUOTE_OPTION_MESSAGES, quoteAcceptanceSchema, quoteDepositSchema } from './quote-options';
import { taxLineSchema } from './tax-lines';

/** Customer portal (issue 18): what the tenant's clients see at /portal/{tenantSlug}. */

/** Days a portal link stays usable after it is sent. */
export const PORTAL_LINK_DAYS = 14;
/** Hours a portal session opened from a link lasts (never beyond the link's own expiry). */
export const PORTAL_SESSION_HOURS = 12;

export const PORTAL_MESSAGES = {
  linkRequested:
    'If that address belongs to a client of ours, a sign-in link is on its way. It works for 14 days.',
  linkInvalid: 'This link has expired or was replaced. Ask for a fresh link below.',
  signedOut: 'Your session has ended. Ask for a fresh link below.',
  linkSent: (email: string) => `Portal link sent to ${email}`,
  accessRevoked: 'Portal links and sessions of this client revoked',
  signatureRequired: 'Draw your signature or type your name as your signature',
  nameRequired: 'Type your full name',
  reasonRequired: 'Tell us why you are declining',
} as const;

export const portalRequestLinkSchema = z.object({
  email: z.string({ error: 'Please enter a valid email address' }).trim().pipe(emailSchema),
});

export const portalOpenSessionSchema = z.object({
  token: z.string().trim().min(20, PORTAL_MESSAGES.linkInvalid).max(200, PORTAL_MESSAGES.linkInvalid),
});

export const portalFeaturesSchema = z.object({
  quotes: z.boolean(),
  quoteRequests: z.boolean(),
  invoices: z.boolean(),
  payments: z.boolean(),
  serviceHistory: z.boolean(),
  booking: z.boolean(),
});
export type PortalFeatures = z.infer<typeof portalFeaturesSchema>;

/** GET /api/portal/{slug}/branding — public: the sign-in page needs it too. */
export const portalBrandingSchema = z.object({
  companyName: z.string(),
  portalTitle: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  welcomeMessage: z.string().nullable(),
  hasCustomCss: z.boolean(),
  features: portalFeaturesSchema,
  /**
   * The organization's IANA zone (its `timezone` setting, else UTC): the portal shows visit times on the
   * business's clock, with the zone's short name, wherever the client's device is.
   */
  timeZone: z.string(),
  /**
   * Whether a card can be charged (the organization's Stripe keys, else the server's): without it the portal
   * offers no "Pay by card" and says how else to pay, with the company's phone and e-mail.
   */
  cardPayments: z.boolean(),
  companyPhone: z.string().nullable(),
  companyEmail: z.string().nullable(),
});
export type PortalBranding = z.infer<typeof portalBrandingSchema>;

export const portalSessionSchema = z.object({
  clientName: z.string(),
  expiresAt: z.string(),
});
export type PortalSession = z.infer<typeof portalSessionSchema>;

export const portalLineSchema = z.object({
  id: z.string(),
  /** An optional line the client may tick when approving (quotes only). */
  isOptional: z.boolean(),
  description: z.string(),
  quantity: z.string(),
  rate: z.string(),
  total: z.string(),
  /** Part of the taxable subtotal (issue 31). */
  taxable: z.boolean(),
});

export const quoteClientResponseSchema = z.object({
  response: z.enum(['approved', 'declined']),
  signerName: z.string().nullable(),
  signatureKind: z.enum(['drawn', 'typed']).nullable(),
  /** A drawn signature as a PNG data URL; null for a typed one (the name is the signature). */
  signatureData: z.string().nullable(),
  declineReason: z.string().nullable(),
  ipAddress: z.string().nullable(),
  respondedAt: z.string(),
});
export type QuoteClientResponse = z.infer<typeof quoteClientResponseSchema>;

/** pay_deposit: an approved quote whose requested deposit is not paid yet (and not invoiced yet). */
export const PORTAL_QUOTE_ACTIONS = ['approve', 'decline', 'pay_deposit'] as const;

export const portalQuoteSummarySchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  status: z.string(),
  total: z.string(),
  validUntil: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type PortalQuoteSummary = z.infer<typeof portalQuoteSummarySchema>;

export const portalQuoteSchema = portalQuoteSummarySchema.extend({
  subtotal: z.string(),
  taxRate: z.string(),
  taxAmount: z.string(),
  /** The tax per component of the document's group (one "Tax" line for a single rate, none when exempt). */
  taxLines: z.array(taxLineSchema),
  notes: z.string().nullable(),
  approvedAt: z.string().nullable(),
  lineItems: z.array(portalLineSchema),
  /** Subtotal of the optional lines and the total with every option taken. */
  optionsSubtotal: z.string(),
  totalWithOptions: z.string(),
  deposit: quoteDepositSchema,
  acceptance: quoteAcceptanceSchema.nullable(),
  clientResponse: quoteClientResponseSchema.nullable(),
  allowedActions: z.array(z.enum(PORTAL_QUOTE_ACTIONS)),
});
export type PortalQuote = z.infer<typeof portalQuoteSchema>;

/** A drawn signature: a PNG data URL of at most ~300 KB. */
const SIGNATURE_PNG = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

export const portalApproveSchema = z
  .object({
    signerName: z
      .string({ error: PORTAL_MESSAGES.nameRequired })
      .trim()
      .min(1, PORTAL_MESSAGES.nameRequired)
      .max(200),
    signatureKind: z.enum(['drawn', 'typed'], { error: PORTAL_MESSAGES.signatureRequired }),
    signatureData: z
      .string()
      .max(400_000, 'The drawn signature is too large')
      .regex(SIGNATURE_PNG, PORTAL_MESSAGES.signatureRequired)
      .nullish(),
    /** The optional lines the client ticked; the signature covers this selection and its total. */
    acceptedOptionIds: z
      .array(z.uuid({ error: QUOTE_OPTION_MESSAGES.unknownOption }), {
        error: QUOTE_OPTION_MESSAGES.unknownOption,
      })
      .max(200)
      .default([]),
  })
  .refine((v) => v.signatureKind === 'typed' || Boolean(v.signatureData), {
    path: ['signatureData'],
    message: PORTAL_MESSAGES.signatureRequired,
  });
export type PortalApproveBody = z.input<typeof portalApproveSchema>;

export const portalDeclineSchema = z.object({
  reason: z
    .string({ error: PORTAL_MESSAGES.reasonRequired })
    .trim()
    .min(1, PORTAL_MESSAGES.reasonRequired)
    .max(2000),
});

export const portalInvoiceSummarySchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  status: z.string(),
  total: z.string(),
  amountPaid: z.string(),
  balanceDue: z.string(),
  dueDate: z.string().nullable(),
});
export type PortalInvoiceSummary = z.infer<typeof portalInvoiceSummarySchema>;

export const portalPaymentSchema = z.object({
  id: z.string(),
  amount: z.string(),
  status: z.string(),
  paidAt: z.string().nullable(),
  method: z.string(),
});

export const portalInvoiceSchema = portalInvoiceSummarySchema.extend({
  subtotal: z.string(),
  taxRate: z.string(),
  taxAmount: z.string(),
  /** The tax per component of the document's group (one "Tax" line for a single rate, none when exempt). */
  taxLines: z.array(taxLineSchema),
  notes: z.string().nullable(),
  sentAt: z.string().nullable(),
  paidDate: z.string().nullable(),
  lineItems: z.array(portalLineSchema),
  payments: z.array(portalPaymentSchema),
  canPay: z.boolean(),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;

export const portalVisitSchema = z.object({
  id: z.string(),
  jobNumber: z.string(),
  serviceType: z.string(),
  status: z.string(),
  scheduledDate: z.string(),
  technicianName: z.string().nullable(),
  notes: z.string().nullable(),
});
export type PortalVisit = z.infer<typeof portalVisitSchema>;

/**
 * A past visit in the portal's service history, with what the office chose to show the client: the
 * technician photos and the checklists it marked visible (nothing else of the job's records).
 */
export const portalPastVisitSchema = portalVisitSchema.extend({
  photos: z.array(
    z.object({
      id: z.string(),
      tag: z.enum(['before', 'after', 'other']).nullable(),
      caption: z.string().nullable(),
    }),
  ),
  checklists: z.array(
    z.object({
      name: z.string(),
      items: z.array(
        z.object({
          label: z.string(),
          /** The answer as text (Yes/No, the reading with its unit, the text or choice); null: not answered. */
          answer: z.string().nullable(),
          /** The expected range of a reading ("8–12 °F"). */
          expected: z.string().nullable(),
          outOfRange: z.boolean(),
        }),
      ),
    }),
  ),
});
export type PortalPastVisit = z.infer<typeof portalPastVisitSchema>;

export const portalHomeSchema = z.object({
  clientName: z.string(),
  /** The client's active service locations (the default first): where a request or booking is for. */
  locations: z.array(locationRefSchema),
  openQuotes: z.array(portalQuoteSummarySchema),
  unpaidInvoices: z.array(portalInvoiceSummarySchema),
  upcomingVisits: z.array(portalVisitSchema),
});
export type PortalHome = z.infer<typeof portalHomeSchema>;

export const portalPayIntentSchema = z.object({ amount: paymentAmountSchema });

export const portalPayIntentResultSchema = z.object({
  paymentId: z.string(),
  clientSecret: z.string(),
  publishableKey: z.string().nullable(),
  amount: z.string(),
});
export type PortalPayIntentResult = z.infer<typeof portalPayIntentResultSchema>;

export const portalReceiptSchema = z.object({
  paymentId: z.string(),
  /** Null for a quote's deposit paid before the quote was invoiced (quoteId says which). */
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string(),
  quoteId: z.string().nullable(),
  quoteNumber: z.string().nullable(),
  amount: z.string(),
  status: z.string(),
  paidAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  balanceDue: z.string(),
});
export type PortalReceipt = z.infer<typeof portalReceiptSchema>;

/** Staff side: GET /api/clients/{id}/portal-access */
export const portalAccessSchema = z.object({
  portalEnabled: z.boolean(),
  activeLinks: z.number().int(),
  activeSessions: z.number().int(),
  lastSentAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type PortalAccess = z.infer<typeof portalAccessSchema>;

export const portalMessageSchema = z.object({ message: z.string() });

/** POST /api/clients/{id}/portal-link/copy — a fresh link for staff to hand over (no e-mail server needed). */
export const portalCopiedLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PortalCopiedLink = z.infer<typeof portalCopiedLinkSchema>;
export type PortalMessage = z.infer<typeof portalMessageSchema>;

const portalLocationId = z
  .union([z.literal(''), z.uuid({ error: 'Choose one of your addresses' })], {
    error: 'Choose one of your addresses',
  })
  .nullish()
  .transform((v) => v || null);

/** POST /api/portal/{slug}/service-requests — "Request service": becomes a pending job for the office. */
export const portalServiceRequestSchema = z.object({
  serviceType: z
    .string({ error: 'Choose the kind of service' })
    .trim()
    .min(1, 'Choose the kind of service')
    .max(100),
  description: z
    .string({ error: 'Describe what you need' })
    .trim()
    .min(1, 'Describe what you need')
    .max(2000),
  /** First preferred day (YYYY-MM-DD); the office confirms the time. */
  preferredDate: z.iso.date({ error: 'Enter a valid date' }).nullish(),
  preferredTimes: z.string().trim().max(200).nullish(),
  /** Which of the client's locations; empty: the default one. */
  locationId: portalLocationId,
});

export const portalServiceRequestResultSchema = z.object({
  jobNumber: z.string(),
  message: z.string(),
});
export type PortalServiceRequestResult = z.infer<typeof portalServiceRequestResultSchema>;

/** Book an appointment (allowAppointmentBooking): offered slots and the booking. */
export const PORTAL_BOOKING_DAYS = 7;
export const PORTAL_BOOKING_MINUTES = 120;
export const portalSlotSchema = z.object({ start: z.string(), end: z.string() });
export type PortalSlot = z.infer<typeof portalSlotSchema>;
export const portalBookingSchema = z.object({
  start: z.iso.datetime({ error: 'Choose an offered time', offset: true }),
  serviceType: z
    .string({ error: 'Choose the kind of service' })
    .trim()
    .min(1, 'Choose the kind of service')
    .max(100),
  description: z.string().trim().max(2000).nullish(),
  /** Which of the client's locations; empty: the default one. */
  locationId: portalLocationId,
});
export const PORTAL_SLOT_TAKEN = 'That time was just booked by someone else. Please choose another time.';
