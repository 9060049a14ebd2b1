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
  portalVisitSchema,
} from '@tradeworks/contracts/portal';
import { clientInfo, publicBaseUrl } from '../../http/client-info';
import { findPortalTenant, PORTAL_COOKIE, portalCookiePath } from '../../http/portal-auth';
import { defineRoute } from '../../http/route';
import { pdfQuerySchema, sendPdf } from '../sales-documents/pdf-reply';
import { sanitizePortalCss } from './portal-css';
import { installPortalRequestContext } from './portal-document-link';
import { clientVisits, portalBranding, portalHome } from './portal-home.service';
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
import { inPortal, requireFeature } from './portal-scope';
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
    summary: 'Past visits with technician, date and notes',
    tags,
    params: slugParams,
    response: z.array(portalVisitSchema),
    handler: ({ portal }) => {
      requireFeature(portal, 'serviceHistory');
      return inPortal(portal, (scope) => clientVisits(scope, portal.clientId, 'past', 100));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/booking/slots',
    access: 'portal',
    summary: 'Offered appointment slots (technicians’ working hours, capacity and existing jobs)',
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
    tags,
    params: slugParams,
    body: portalBookingSchema,
    response: portalServiceRequestResultSchema,
    handler: ({ portal, body }) => bookSlot(portal, body),
  });
}
