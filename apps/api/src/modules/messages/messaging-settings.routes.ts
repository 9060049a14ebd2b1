import type { FastifyInstance } from 'fastify';
import {
  messagingSettingsPatchSchema,
  messagingSettingsSchema,
} from '@tradeworks/contracts/messaging-settings';
import { defineRoute } from '../../http/route';
import { serverSmsConfig } from '../../platform/sms/tenant-sms';
import { getMessagingSettings, updateMessagingSettings } from './messaging-settings.service';

/**
 * Admin → Messaging (quiet hours, country, review URL, the automations' switches, templates and offsets).
 * Served by the messages module, which owns the settings, under the admin prefix where the screen lives.
 */
export function registerMessagingSettingsRoutes(app: FastifyInstance): void {
  const tags = ['messages'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/messaging',
    access: 'settings:edit',
    tags,
    response: messagingSettingsSchema,
    summary: 'Messaging settings and every automation (switch, template, offsets), defaults filled in',
    description:
      'Automations not saved yet read as their default template, switched off. `providerConfigured` says ' +
      "whether texts leave through Twilio (the organization's Twilio card or the server's account); " +
      'without it they are captured. Each automation’s log is `GET /api/messages?kind=<automation>`.',
    handler: (ctx) => getMessagingSettings(ctx.tenant, serverSmsConfig(app.env)),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/admin/messaging',
    access: 'settings:edit',
    tags,
    body: messagingSettingsPatchSchema,
    response: messagingSettingsSchema,
    summary: 'Change messaging settings or an automation (only the fields sent)',
    description:
      'Templates name only their automation’s variables (`{client_first_name}`, …; an unknown one is 400 ' +
      '`Unknown variable {x}`). Offsets: reminders 1–336 hours before the visit (at most 2), quote ' +
      'follow-ups 1–90 days after sending (at most 3), invoice follow-ups 0–90 days after the due date (at ' +
      'most 4), the review request 1–720 hours after completion (one). Review requests need a review URL. ' +
      'A change applies to texts queued from then on. Audited.',
    handler: (ctx) => updateMessagingSettings({ ...ctx.tenant, data: ctx.body }, serverSmsConfig(app.env)),
  });
}
