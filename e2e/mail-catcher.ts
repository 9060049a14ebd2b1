import type { APIRequestContext } from '@playwright/test';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  mimeParts,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../apps/api/src/platform/mail/outbox.test-support';

/**
 * A real SMTP server on loopback that the specs read delivered e-mail from. Portal sign-in links are stored
 * with their token redacted (the e-mail log shows that one was sent, never one that works); the token exists
 * only in the message the outbox worker hands to SMTP, so a spec that follows a link must receive the mail.
 */
export interface MailCatcher {
  smtp: TestSmtpServer;
  /** The portal link of the newest message to `to` (waits for the worker, which polls every 5 s). */
  portalLinkTo(to: string): Promise<URL>;
  close(): Promise<void>;
}

const PORTAL_LINK = /https?:\/\/\S+\/portal\/\S+\/open#token=[^\s"<]+/;

export async function startMailCatcher(): Promise<MailCatcher> {
  const smtp = await startTestSmtpServer();
  return {
    smtp,
    async portalLinkTo(to) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        for (const mail of [...smtp.received].reverse()) {
          if (!mail.to.includes(to)) continue;
          const text = mimeParts(mail.raw)
            .find((p) => /text\/plain/i.test(p.headers))
            ?.content.toString();
          const link = text && PORTAL_LINK.exec(text)?.[0];
          if (link) return new URL(link);
        }
        if (Date.now() > deadline) throw new Error(`no portal link e-mailed to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    close: () => smtp.close(),
  };
}

/**
 * Runs `fn` with the organization's e-mail going out through `catcher` (Admin Settings → Communications, its
 * own SMTP server), then puts its settings back. `api` adds the tenant to a path.
 */
export async function withOrganizationSmtp<T>(
  request: APIRequestContext,
  api: (path: string) => string,
  catcher: MailCatcher,
  fn: () => Promise<T>,
): Promise<T> {
  const before = (await (await request.get(api('/api/admin/communications'))).json()) as {
    emailProvider: string;
    smtpHost: string | null;
    smtpPort: number | null;
    smtpUsername: string | null;
  } | null;
  const smtp = {
    emailProvider: 'smtp',
    smtpHost: '127.0.0.1',
    smtpPort: String(catcher.smtp.port),
    smtpUsername: SMTP_USER,
    smtpPassword: SMTP_PASSWORD,
  };
  const saved = await request[before ? 'patch' : 'post'](api('/api/admin/communications'), { data: smtp });
  if (!saved.ok()) throw new Error(`communications: ${saved.status()} ${await saved.text()}`);
  try {
    return await fn();
  } finally {
    // Back to what it was (the demo organizations have no SMTP server and no password of their own).
    await request.patch(api('/api/admin/communications'), {
      data: {
        ...(before ? { emailProvider: before.emailProvider } : {}),
        smtpHost: before?.smtpHost ?? '',
        smtpPort: before?.smtpPort == null ? '' : String(before.smtpPort),
        smtpUsername: before?.smtpUsername ?? '',
        smtpPassword: null,
      },
    });
  }
}
