import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Database } from './db/client';
import { parseTrustProxy, type Env } from './env';
import { installRequestIdHeader, requestIdOf } from './http/request-id';
import { safeRequestLog } from './http/safe-log';
import { installRequestLog } from './http/request-log';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler } from './http/error-handler';
import { installSameOriginGuard } from './http/same-origin';
import { installInputCharacterCheck, installStrictJsonParser } from './http/input-characters';
import { installWebApp } from './http/web-app';
import { createReadiness, installReadinessGate, type Readiness } from './platform/lifecycle/readiness';
import { installMetrics } from './platform/metrics/install-metrics';
import { installSecurityHeaders } from './http/security-headers';
import { configurePayments } from './platform/payments/stripe-config';
import { configureOutbound } from './platform/outbound/outbound-address';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerPasswordRoutes } from './modules/auth/password.routes';
import { registerEquipmentRoutes } from './modules/equipment/equipment.routes';
import { registerClientRoutes } from './modules/clients/clients.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerEmailRoutes } from './modules/emails/emails.routes';
import { registerDeletedRecordRoutes } from './modules/deleted-records/deleted-records.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes';
import { registerQuoteRoutes } from './modules/quotes/quotes.routes';
import { registerPersonalSettingsRoutes } from './modules/personal-settings/personal-settings.routes';
import { registerOidcRoutes } from './modules/auth/oidc.routes';
import { registerOpenApiRoutes } from './modules/openapi/openapi.routes';
import { registerPlaceRoutes } from './modules/places/places.routes';
import { registerSetupRoutes } from './modules/setup/setup.routes';
import { registerSuperAdminRoutes } from './super-admin/super-admin.routes';
import { registerServiceRoutes } from './modules/services/services.routes';
import { registerTaxRoutes } from './modules/tax/tax.routes';
import { registerInventoryRoutes } from './modules/inventory/inventory.routes';
import { registerPurchaseOrderRoutes } from './modules/purchase-orders/purchase-orders.routes';
import { registerDispatchingRoutes } from './modules/dispatching/dispatching.routes';
import { registerMyDayRoutes } from './modules/my-day/my-day.routes';
import { registerChecklistRoutes } from './modules/checklists/checklists.routes';
import { registerTimesheetRoutes } from './modules/timesheets/timesheets.routes';
import { registerWorkOrderRoutes } from './modules/work-orders/work-orders.routes';
import { registerJobPhotoRoutes } from './modules/job-photos/job-photos.routes';

import { registerSchedulingRoutes } from './modules/scheduling/scheduling.routes';
import { registerPaymentRoutes } from './modules/payments/payments.routes';

import { registerTeamRoutes } from './modules/team/team.routes';
import { registerMembershipInvitationRoutes } from './modules/team/membership-invitations.routes';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { registerCalendarFeedRoutes } from './modules/calendar-feeds/calendar-feeds.routes';
import { registerAdminSettingsRoutes } from './modules/admin-settings/admin-settings.routes';

import { registerImportRoutes } from './modules/data-import/imports.routes';
import { registerExportRoutes } from './modules/data-export/exports.routes';
import { registerServiceAgreementRoutes } from './modules/service-agreements/service-agreements.routes';

import { registerPortalRoutes } from './modules/portal/portal.routes';
import { registerSmsWebhookRoutes } from './modules/messages/sms-webhooks.routes';
import { registerMessageRoutes } from './modules/messages/messages.routes';
import { registerMessagingSettingsRoutes } from './modules/messages/messaging-settings.routes';
import { registerTrackingRoutes } from './modules/messages/tracking.routes';
import { registerBookingRoutes } from './modules/booking/booking.routes';
import { registerLeadRoutes } from './modules/leads/leads.routes';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.routes';
import { registerReportRoutes } from './modules/reports/reports.routes';

declare module 'fastify' {
  interface FastifyInstance {
    allRoutes: Array<{ method: string; url: string; access: unknown }>;
    /** The validated configuration: the only place the app reads settings from (never process.env). */
    env: Env;
  }
}

export interface BuildAppOptions {
  db: Database;
  env: Env;
  logLevel?: string;
  /** Where log lines go (default stdout); tests capture them to prove what is never logged. */
  logStream?: { write(line: string): void };
  /** Directory of the built web app; served when it exists. */
  webDistDir?: string;
  /** The process's lifecycle phase (main.ts); without it the app is ready at once (tests). */
  readiness?: Readiness;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Feature modules, each registering its own routes. */
const MODULES: Array<(app: FastifyInstance) => void> = [
  registerHealthRoutes,
  registerSetupRoutes,
  registerAuthRoutes,
  registerPasswordRoutes,
  registerSuperAdminRoutes,
  registerOidcRoutes,
  registerPersonalSettingsRoutes,
  registerDashboardRoutes,
  registerClientRoutes,
  registerEquipmentRoutes,
  registerPlaceRoutes,
  registerOpenApiRoutes,
  registerEmailRoutes,
  registerDeletedRecordRoutes,
  registerServiceRoutes,
  registerTaxRoutes,
  registerInventoryRoutes,
  registerPurchaseOrderRoutes,
  registerQuoteRoutes,
  registerInvoiceRoutes,
  registerDispatchingRoutes,
  registerMyDayRoutes,
  registerChecklistRoutes,
  registerTimesheetRoutes,
  registerWorkOrderRoutes,
  registerJobPhotoRoutes,

  registerSchedulingRoutes,
  registerPaymentRoutes,

  registerTeamRoutes,
  registerMembershipInvitationRoutes,
  registerAdminSettingsRoutes,
  registerApiKeyRoutes,
  registerCalendarFeedRoutes,
  registerWebhookRoutes,

  registerImportRoutes,
  registerExportRoutes,
  registerServiceAgreementRoutes,

  registerPortalRoutes,
  registerSmsWebhookRoutes,
  registerMessageRoutes,
  registerMessagingSettingsRoutes,
  registerTrackingRoutes,
  registerReportRoutes,
  registerBookingRoutes,
  registerLeadRoutes,
];

/** A hop count becomes "trust the n nearest hops" (what Fastify does with a number, in its typed form). */
function fastifyTrustProxy(setting: false | number | string[] | undefined) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Never log credentials or session cookies.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Requests are logged without their query string (search terms, invitation tokens).
      serializers: { req: safeRequestLog },
    },
    // A caller's x-request-id is kept only when it looks like an id; otherwise a fresh one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Forwarded headers are believed only from the proxies TRUST_PROXY names (off by default).
    trustProxy: fastifyTrustProxy(parseTrustProxy(options.env.TRUST_PROXY)),
    // Fastify's own refusals answer in the API's error shape (see error-handler.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    return503OnClosing: false,
    // One line per request instead of Fastify's two (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorate('env', options.env);
  configurePayments(options.env);
  configureOutbound(options.env);
  app.decorate('db', options.db);
  app.decorate('routeRegistry', []);
  // Every route Fastify knows, so a test can prove each /api route declares its access.
  const allRoutes: Array<{ method: string; url: string; access: unknown }> = [];
  app.decorate('allRoutes', allRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      allRoutes.push({ method, url: route.url, access: route.config?.access });
    }
  });
  await app.register(fastifyCookie);
  installReadinessGate(app, options.readiness ?? createReadiness('ready'));
  await installSecurityHeaders(app);
  installErrorHandler(app);
  installSameOriginGuard(app);
  installStrictJsonParser(app);
  installInputCharacterCheck(app);
  installMetrics(app);
  installRequestIdHeader(app);
  installRequestLog(app);
  for (const register of MODULES) register(app);
  await installWebApp(app, options.webDistDir ?? DEFAULT_WEB_DIST);
  return app;
}
