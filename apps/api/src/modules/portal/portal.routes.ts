import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PORTAL_MESSAGES,
  portalApproveSchema,
  portalBrandingSchema,
  portalDeclineSchema,
  portalHomeSchema,
  portalInvoiceSchema,
  portalInvoiceSummarySchema,
  portalMessageSchema,
  portalOpenSessionSchema,
  portalPayIntentResultSchema,
  portalPayIntentSchema,
  portalQuoteSchema,
  portalReceiptSchema,
  portalRequestLinkSchema,
  portalBookingSchema,
  portalServiceRequestResultSchema,
  portalSlotSchema,
  portalSessionSchema,
  portalPastVisitSchema,
} from '@tradeworks/contracts/portal';
import { clientInfo, publicBaseUrl } from '../../http/client-info';
import { findPortalTenant, PORTAL_COOKIE, portalCookiePath } from '../../http/portal-auth';
import { defineRoute } from '../../http/route';
import { pdfQuerySchema, sendPdf } from '../sales-documents/public';
import { sanitizePortalCss } from './portal-css';
import { installPortalRequestContext } from './portal-document-link';
import { portalBranding, portalHome } from './portal-home.service';
import { portalHistory } from './portal-history.service';
import { getPortalInvoice, listPortalInvoices, renderPortalInvoicePdf } from './portal-invoices.service';
import { closePortalSession, openPortalSession, requestPortalLink } from './portal-links.service';
import {
  getPortalReceipt,
  refreshPortalPayment,
  startPortalDepositPayment,
  startPortalPayment,
} from './portal-pay.service';
import {
  approvePortalQuote,
  declinePortalQuote,
  getPortalQuote,
  renderPortalQuotePdf,
} from './portal-quotes.service';
import { bookSlot, listSlots } from './portal-booking.service';
import { linkRequestAllowed, noteFailedOpen, openAllowed } from './portal-throttle';
import { registerPortalStaffRoutes } from './portal-staff.routes';
import { registerPortalPhotoRoutes } from './portal-photos.routes';

const slugParams = z.object({ tenantSlug: z.string().min(1).max(63) });
const idParams = slugParams.extend({ id: z.uuid() });
const paymentParams = slugParams.extend({ paymentId: z.uuid() });
const tags = ['Customer portal'];

function secureCookie(req: { server: FastifyInstance; protocol: string }): boolean {
  const setting = req.server.env.COOKIE_SECURE;
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  return req.protocol === 'https';
}

/** The client-facing API of the customer portal (issue 18), under /api/portal/{tenantSlug}/… */
export function registerPortalRoutes(app: FastifyInstance): void {
  installPortalRequestContext(app);
  registerPortalStaffRoutes(app);
  registerPortalPhotoRoutes(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/branding',
    access: 'public',
    summary: 'The portal’s brand and features (404 when the portal is off)',
    description:
      "Loaded before any portal page; names the organization's `timeZone` (the general setting " +
      '`timezone`, else UTC; an unknown name is UTC), on which the portal shows every time.',
    tags,
    params: slugParams,
    response: portalBrandingSchema,
    handler: async ({ db, params }) => portalBranding(db, await findPortalTenant(db, params.tenantSlug)),
  });

  // Served as a stylesheet of this origin, so the CSP needs no inline-style exception for it.
  app.route({
    method: 'GET',
    url: '/api/portal/:tenantSlug/theme.css',
    config: { access: 'public' },
    handler: async (req, reply) => {
      const slug = (req.params as { tenantSlug: string }).tenantSlug;
      const portal = await findPortalTenant(app.db, slug);
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sanitizePortalCss(portal.settings.customCss));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/portal/:tenantSlug/request-link',
    access: 'public',
    summary: 'E-mails a fresh sign-in link to a client with that address (same answer either way)',
    description:
      'The answer is the same whether or not the address belongs to a client; a link goes to every ' +
      'client (at most five) with that address. Rate-limited with database-backed backoff: 3 requests ' +
      'per address and 10 per caller IP before backoff starts.',
    tags,
    params: slugParams,
    body: portalRequestLinkSchema,
    response: portalMessageSchema,
    status: 202,
    handler: async ({ db, params, body, req }) => {
      const portal = await findPortalTenant(db, params.tenantSlug);
      await linkRequestAllowed(db, { slug: portal.slug, email: body.email, address: req.ip });
      await requestPortalLink(db, portal, { email: body.email, baseUrl: publicBaseUrl(req) });
      return { message: PORTAL_MESSAGES.linkRequested };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/portal/:tenantSlug/session',
    access: 'public',
    summary: 'Opens a portal session from a link’s token (sets the portal cookie)',
    description:
      "The token is the 256-bit secret from the link's URL fragment (only its SHA-256 is stored); a " +
      'link works for 14 days and may be reopened until it expires or is revoked. Sets the httpOnly ' +
      'cookie `tw_portal` (path `/api/portal/{slug}`, 12 hours, never beyond the link). 20 failed ' +
      'openings per IP before backoff.',
    tags,
    params: slugParams,
    body: portalOpenSessionSchema,
    response: portalSessionSchema,
    handler: async ({ db, params, body, req, reply }) => {
      const portal = await findPortalTenant(db, params.tenantSlug);
      await openAllowed(db, req.ip);
      const opened = await openPortalSession(db, portal, {
        token: body.token,
        ipAddress: clientInfo(req).ipAddress,
      }).catch(async (err: unknown) => {
        await noteFailedOpen(db, req.ip);
        throw err;
      });
      reply.setCookie(PORTAL_COOKIE, opened.token, {
        path: portalCookiePath(portal.slug),
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie(req),
        expires: new Date(opened.session.expiresAt),
      });
      return opened.session;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/session',
    access: 'portal',
    summary: 'The portal session: whose it is and until when',
    tags,
    params: slugParams,
    response: portalSessionSchema,
    handler: ({ portal }) => ({ clientName: portal.clientName, expiresAt: portal.expiresAt }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/portal/:tenantSlug/session',
    access: 'portal',
    summary: 'Signs out of the portal',
    tags,
    params: slugParams,
    status: 204,
    handler: async ({ portal, reply }) => {
      await closePortalSession(portal.db, portal);
      reply.clearCookie(PORTAL_COOKIE, { path: portalCookiePath(portal.slug) });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/home',
    access: 'portal',
    summary: 'Open quotes, unpaid invoices and upcoming visits of the signed-in client',
    tags,
    params: slugParams,
    response: portalHomeSchema,
    handler: ({ portal }) => portalHome(portal),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/quotes/:id',
    access: 'portal',
    summary: 'A sent quote of the client with its lines and allowed actions',
    tags,
    params: idParams,
    response: portalQuoteSchema,
    handler: ({ portal, params }) => getPortalQuote(portal, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/quotes/:id/pdf',
    access: 'portal',
    summary: 'The quote as a PDF (with the signature once approved)',
    tags,
    params: idParams,
    query: pdfQuerySchema,
    produces: 'application/pdf',
    handler: async ({ portal, params, query, reply }) =>
      sendPdf(reply, await renderPortalQuotePdf(portal, params.id), query.download),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/portal/:tenantSlug/quotes/:id/approve',
    access: 'portal',
    summary: 'Approves the quote with a typed name and a drawn or typed signature',
    description:
      'Body `{signerName, signatureKind: drawn|typed, signatureData (PNG data URL), ' +
      'acceptedOptionIds?}`. Only a sent quote not declined since it was sent; an expired one is a 409 ' +
      '*This quote expired on …, so it can no longer be approved online. …*. Stores the selection, its ' +
      'subtotal, tax and total, the deposit in money and a SHA-256 digest over all of it with the ' +
      'signer, time, IP address and user agent (table `quote_client_responses`, audited ' +
      '`portal_approve`). Needs the quote-requests switch.',
    tags,
    params: idParams,
    body: portalApproveSchema,
    response: portalQuoteSchema,
    status: 200,
    handler: ({ portal, params, body, req }) =>
      approvePortalQuote(portal, params.id, body, {
        ipAddress: req.ip,
        userAgent: req.headers['user-agent'],
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/portal/:tenantSlug/quotes/:id/decline',
    access: 'portal',
    summary: 'Declines the quote with a reason',
    tags,
    params: idParams,
    body: portalDeclineSchema,
    response: portalQuoteSchema,
    status: 200,
    handler: ({ portal, params, body, req }) =>
      declinePortalQuote(portal, params.id, body, {
        ipAddress: req.ip,
        userAgent: req.headers['user-agent'],
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/invoices',
    access: 'portal',
    summary: 'The client’s issued invoices with balance due',
    tags,
    params: slugParams,
    response: z.array(portalInvoiceSummarySchema),
    handler: ({ portal }) => listPortalInvoices(portal),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/invoices/:id',
    access: 'portal',
    summary: 'An invoice of the client with its lines and payments',
    tags,
    params: idParams,
    response: portalInvoiceSchema,
    handler: ({ portal, params }) => getPortalInvoice(portal, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/invoices/:id/pdf',
    access: 'portal',
    summary: 'The invoice as a PDF',
    tags,
    params: idParams,
    query: pdfQuerySchema,
    produces: 'application/pdf',
    handler: async ({ portal, params, query, reply }) =>
      sendPdf(reply, await renderPortalInvoicePdf(portal, params.id), query.download),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/portal/:tenantSlug/invoices/:id/pay',
    access: 'portal',
    summary:
      'Starts a card payment of the balance or part of it (a PaymentIntent client secret for Stripe Elements)',
    description:
      "Body `{amount}`. Writes a pending ledger row and opens a PaymentIntent with the organization's " +
      "Stripe keys (else the server's); the browser confirms with the client secret, then " +
      "`payments/{id}/refresh` reads Stripe's verdict (the webhook does the same). An abandoned earlier " +
      'attempt is cancelled at Stripe first, so it never holds the balance. Needs the payments switch.',
    tags,
    params: idParams,
    body: portalPayIntentSchema,
    response: portalPayIntentResultSchema,
    handler: ({ portal, params, body }) => startPortalPayment(portal, params.id, body.amount),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/portal/:tenantSlug/quotes/:id/deposit/pay',
    access: 'portal',
    summary:
      'Starts a card payment of what is left of an approved quote’s deposit (credited to the invoice on conversion)',
    description:
      "The amount is the server's: the deposit less what was paid or is in flight. A card payment with " +
      '`quote_id` and no invoice yet, with the same Stripe flow and receipts as invoices.',
    tags,
    params: idParams,
    response: portalPayIntentResultSchema,
    handler: ({ portal, params }) => startPortalDepositPayment(portal, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/portal/:tenantSlug/payments/:paymentId/refresh',
    access: 'portal',
    summary: 'After the browser confirmed the card: applies the provider’s verdict and answers the receipt',
    tags,
    params: paymentParams,
    response: portalReceiptSchema,
    status: 200,
    handler: ({ portal, params }) => refreshPortalPayment(portal, params.paymentId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/payments/:paymentId',
    access: 'portal',
    summary: 'The receipt of a portal payment',
    tags,
    params: paymentParams,
    response: portalReceiptSchema,
    handler: ({ portal, params }) => getPortalReceipt(portal, params.paymentId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/history',
    access: 'portal',
    summary: 'Past visits with technician, date and notes, and the photos and checklists shown to the client',
    description:
      'The 100 newest completed visits. Each carries only the technician photos (`photos`, served by ' +
      '`GET /api/portal/{slug}/photos/{id}`) and the checklists (`checklists`, answers as text) the office ' +
      'marked visible on the job; hidden ones, signatures and the job’s other records never reach the portal.',
    tags,
    params: slugParams,
    response: z.array(portalPastVisitSchema),
    handler: ({ portal }) => portalHistory(portal),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/booking/slots',
    access: 'portal',
    summary: 'Offered appointment slots (technicians’ working hours, capacity and existing jobs)',
    description:
      "Hourly two-hour slots over the next 7 days (from tomorrow, on the organization's clock) where " +
      'some active technician is inside working hours, under `maxJobs` and free of other jobs.',
    tags,
    params: slugParams,
    response: z.array(portalSlotSchema),
    handler: ({ portal }) => listSlots(portal),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/portal/:tenantSlug/booking',
    access: 'portal',
    summary: 'Books an offered slot: a pending job in it (409 when it was just taken)',
    description:
      "The booking transaction locks the organization's technicians (`FOR UPDATE`, id order), so two " +
      'clients racing for the last slot get one booking and one 409 *That time was just booked by ' +
      'someone else. Please choose another time.*',
    tags,
    params: slugParams,
    body: portalBookingSchema,
    response: portalServiceRequestResultSchema,
    handler: ({ portal, body }) => bookSlot(portal, body),
  });
}
