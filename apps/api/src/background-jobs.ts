import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Env } from './env';
import { pruneIdempotencyKeys } from './http/idempotency';
import { deleteIdleSessions } from './platform/auth/sessions';
import { jobFailureLog } from './platform/job-failure-log';
import { safeErrorFields } from './http/safe-log';
import { createSmtpTransport } from './platform/mail/mail-transport';
import { createOutboxWorker } from './platform/mail/outbox-worker';
import { loadTenantMailRoute } from './platform/mail/tenant-mail';
import { createChannelWorker } from './platform/outbox/outbox-worker';
import { smsChannel } from './platform/sms/sms-channel';
import { loadTenantSmsRoute, serverSmsConfig } from './platform/sms/tenant-sms';
import { webhookChannel } from './modules/webhooks/webhook-channel';
import { startAgreementGeneratorJob } from './modules/service-agreements/agreement-generator-job';
import { startIdleMaintenanceJob } from './platform/maintenance/idle-maintenance-job';

import type { AppMetrics } from './platform/metrics/metrics';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Periodic work of a server process: expired-session and old Idempotency-Key clean-up (hourly), the outbox
 * workers (e-mail, texts, webhooks), and on the embedded engine, which has no autovacuum, its table maintenance while idle.
 */
export function startBackgroundJobs(options: {
  db: Database;
  env: Env;
  log: FastifyBaseLogger;
  metrics?: AppMetrics;
}): BackgroundJobs {
  const sessionFailures = jobFailureLog(options.log, 'session clean-up');
  const pruneFailures = jobFailureLog(options.log, 'idempotency key prune');
  const sweep = setInterval(() => {
    deleteIdleSessions(options.db).then(
      () => {
        sessionFailures.succeeded();
        options.metrics?.recordJobRun('session_cleanup', 'success');
      },
      (err) => {
        options.metrics?.recordJobRun('session_cleanup', 'failure');
        sessionFailures.failed(err, 'session clean-up failed');
      },
    );
    // Idempotency-Key records older than IDEMPOTENCY_KEY_RETENTION_HOURS (the offline queue retries well within it).
    pruneIdempotencyKeys(options.db).then(
      () => {
        pruneFailures.succeeded();
        options.metrics?.recordJobRun('idempotency_prune', 'success');
      },
      (err) => {
        options.metrics?.recordJobRun('idempotency_prune', 'failure');
        pruneFailures.failed(err, 'idempotency key prune failed');
      },
    );
  }, HOUR_MS);
  sweep.unref();
  // Without SMTP_URL (and without a tenant's own server) due mail is kept as 'captured', readable in the app.
  const transport = options.env.SMTP_URL ? createSmtpTransport(options.env.SMTP_URL) : null;
  const outbox = createOutboxWorker({
    db: options.db,
    transport,
    from: options.env.MAIL_FROM,
    log: options.log,
    // A tenant's own SMTP server (Admin Settings → Communications) is used for that tenant's mail.
    tenantRoute: (tenantId) => loadTenantMailRoute(options.db, tenantId),

    onRun: (outcome) => options.metrics?.recordJobRun('email_outbox', outcome),
  });
  outbox.start();
  // Texts: the organization's Twilio account, else the server's (TWILIO_*), else kept as captured.
  const server = serverSmsConfig(options.env);
  const texts = createChannelWorker({
    db: options.db,
    log: options.log,
    channel: smsChannel({
      route: (tenantId) => loadTenantSmsRoute(options.db, tenantId, server),
      publicUrl: options.env.PUBLIC_URL,
      onRouteError: (tenantId, err) =>
        options.log.error({ ...safeErrorFields(err), tenantId }, 'tenant SMS settings cannot be read'),
    }),
    onRun: (outcome) => options.metrics?.recordJobRun('sms_outbox', outcome),
  });
  texts.start();
  // Outbound webhooks: signed POSTs of the events each organization's endpoints subscribed to.
  const webhooks = createChannelWorker({
    db: options.db,
    log: options.log,
    channel: webhookChannel({ db: options.db }),
    onRun: (outcome) => options.metrics?.recordJobRun('webhook_outbox', outcome),
  });
  webhooks.start();
  // Service agreements: visits on the rolling horizon, billing invoices, automatic renewals (hourly).
  const agreements = startAgreementGeneratorJob(options);
  const maintenance =
    options.db.engine === 'pglite'
      ? startIdleMaintenanceJob({ ...options, lastRequestAt: () => options.metrics?.lastRequestAt() ?? 0 })
      : undefined;
  return {
    async stop() {
      clearInterval(sweep);
      await agreements.stop();
      await maintenance?.stop();
      await outbox.stop();
      await texts.stop();
      await webhooks.stop();
      transport?.close?.();
    },
  };
}
