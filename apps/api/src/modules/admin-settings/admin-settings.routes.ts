import type { FastifyInstance } from 'fastify';
import { getOrganizationTimeZone, setOrganizationTimeZone } from './time-zone.service';
import { z } from 'zod';
import {
  communicationsBodySchema,
  communicationsSettingsSchema,
  companySettingsBodySchema,
  companySettingsSchema,
  customerPortalBodySchema,
  customerPortalSettingsSchema,
  generalSettingBodySchema,
  generalSettingPatchSchema,
  generalSettingSchema,
  organizationTimeZoneSchema,
  timeZoneBodySchema,
  integrationCreateSchema,
  integrationPatchSchema,
  integrationSettingSchema,
  logoUploadSchema,
  permissionRoleBodySchema,
  permissionRolePatchSchema,
  permissionRoleSchema,
  testEmailBodySchema,
  testEmailResultSchema,
} from '@tradeworks/contracts/admin-settings';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import { sendPage } from '../../http/paging';
import { defineRoute, type RouteContext } from '../../http/route';
import {
  createCommunicationsSettings,
  getCommunicationsSettings,
  sendTestEmail,
  updateCommunicationsSettings,
} from './communications.service';
import {
  createCompanySettings,
  deleteCompanyLogo,
  getCompanySettings,
  updateCompanySettings,
  uploadCompanyLogo,
} from './company-settings.service';
import {
  createCustomerPortalSettings,
  getCustomerPortalSettings,
  updateCustomerPortalSettings,
} from './customer-portal.service';
import {
  createGeneralSetting,
  deleteGeneralSetting,
  listGeneralSettings,
  updateGeneralSetting,
} from './general-settings.service';
import { createIntegration, listIntegrations, updateIntegration } from './integrations.service';
import {
  createPermissionRole,
  deletePermissionRole,
  listPermissionRoles,
  updatePermissionRole,
} from './permission-roles.service';
import type { SettingsCtx } from './settings-context';
import { idParamsSchema } from '../../http/id-params';

const tags = ['admin-settings'];
const keyParams = z.object({ settingKey: z.string().min(1).max(100) });
const DEFAULT_MAIL_FROM = 'Tradeworks <no-reply@tradeworks.local>';

/** The tenant, the user and their access, as the settings services take them. */
function settingsCtx(ctx: Pick<RouteContext<unknown, unknown, unknown>, 'tenant' | 'session'>): SettingsCtx {
  return { ...ctx.tenant, access: ctx.session.access, isSuperAdmin: ctx.session.user.isSuperAdmin };
}

/**
 * Admin Settings, the six organization tabs of /settings (spec part 2). They are for settings editors, so even
 * their reads need edit on `settings` — except the general settings list, whose public entries every member reads.
 */
export function registerAdminSettingsRoutes(app: FastifyInstance): void {
  // ---- Permissions (custom roles) ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/permissions',
    access: 'settings:edit',
    summary: 'Custom roles with their permissions and how many members hold them',
    tags,
    query: pageQuerySchema,
    response: z.array(permissionRoleSchema),
    handler: async (c) => sendPage(c.reply, await listPermissionRoles({ ...settingsCtx(c), query: c.query })),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/permissions',
    access: 'settings:edit',
    summary: 'Create a custom role (never granting more than the creator has)',
    description:
      '`permissions` lists areas: `area` grants edit, `area:view` view only. A role named like a ' +
      "built-in one (`member`, `manager`, `admin`) replaces that role's table; `owner` cannot be " +
      'replaced. The access check reads the role in the same query as the session.',
    tags,
    body: permissionRoleBodySchema,
    response: permissionRoleSchema,
    handler: (c) => createPermissionRole({ ...settingsCtx(c), data: c.body }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/admin/permissions/:id',
    access: 'settings:edit',
    summary: 'Update a custom role; deactivating it returns its members to their built-in role',
    tags,
    params: idParamsSchema,
    body: permissionRolePatchSchema,
    response: permissionRoleSchema,
    handler: (c) => updatePermissionRole({ ...settingsCtx(c), id: c.params.id, data: c.body }),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/permissions/:id',
    access: 'settings:edit',
    summary: 'Delete a custom role (refused while members hold it)',
    tags,
    params: idParamsSchema,
    status: 204,
    handler: (c) => deletePermissionRole({ ...settingsCtx(c), id: c.params.id }),
  });

  // ---- General ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/general',
    access: 'settings:view',
    summary: 'Typed key/value settings: all for settings editors, the public ones for other members',
    tags,
    query: pageQuerySchema,
    response: z.array(generalSettingSchema),
    handler: async (c) => sendPage(c.reply, await listGeneralSettings({ ...settingsCtx(c), query: c.query })),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/general',
    access: 'settings:edit',
    summary: 'Add a setting; the value must fit its type (text, number, boolean, json)',
    tags,
    body: generalSettingBodySchema,
    response: generalSettingSchema,
    handler: (c) => createGeneralSetting({ ...settingsCtx(c), data: c.body }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/admin/general/:settingKey',
    access: 'settings:edit',
    summary: "Change a setting's value (checked against its type) or public flag",
    tags,
    params: keyParams,
    body: generalSettingPatchSchema,
    response: generalSettingSchema,
    handler: (c) =>
      updateGeneralSetting({ ...settingsCtx(c), settingKey: c.params.settingKey, data: c.body }),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/general/:settingKey',
    access: 'settings:edit',
    summary: 'Delete a setting',
    tags,
    params: keyParams,
    status: 204,
    handler: (c) => deleteGeneralSetting({ ...settingsCtx(c), settingKey: c.params.settingKey }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/time-zone',
    access: 'settings:view',
    summary: "The organization's IANA time zone and how many open jobs lie ahead",
    tags,
    response: organizationTimeZoneSchema,
    handler: (c) => getOrganizationTimeZone(settingsCtx(c)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/time-zone',
    access: 'settings:edit',
    summary: "Sets the organization's time zone (an IANA name; 400 with a field message otherwise)",
    description:
      'Stored as the general setting `timezone`. Jobs keep their moment in time, so a change moves them ' +
      'on the calendar; the Company tab warns first (`upcomingJobs`).',
    tags,
    body: timeZoneBodySchema,
    response: organizationTimeZoneSchema,
    handler: (c) => setOrganizationTimeZone({ ...settingsCtx(c), timeZone: c.body.timeZone }),
  });

  // ---- Company ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/company',
    access: 'settings:edit',
    summary: 'Company details (null before the first save)',
    tags,
    response: companySettingsSchema.nullable(),
    handler: (c) => getCompanySettings(settingsCtx(c)),
  });
  for (const method of ['POST', 'PATCH'] as const) {
    defineRoute(app, {
      method,
      url: '/api/admin/company',
      access: 'settings:edit',
      summary: method === 'POST' ? 'Save company details the first time' : 'Update company details',
      tags,
      body: companySettingsBodySchema,
      response: companySettingsSchema,
      handler: (c) =>
        (method === 'POST' ? createCompanySettings : updateCompanySettings)({
          ...settingsCtx(c),
          data: c.body,
        }),
    });
  }
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/company/logo',
    access: 'settings:edit',
    summary: 'Upload the company logo (PNG or JPEG, at most 512 KB, base64); the next PDFs print it',
    tags,
    body: logoUploadSchema,
    bodyLimit: 1024 * 1024,
    status: 200,
    response: companySettingsSchema,
    handler: (c) => uploadCompanyLogo({ ...settingsCtx(c), data: c.body }),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/company/logo',
    access: 'settings:edit',
    summary: 'Remove the company logo',
    tags,
    response: companySettingsSchema.nullable(),
    handler: (c) => deleteCompanyLogo(settingsCtx(c)),
  });

  // ---- Integrations ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/integrations',
    access: 'settings:edit',
    summary: 'Saved integrations; keys only masked (last 4 characters)',
    tags,
    response: z.array(integrationSettingSchema),
    handler: (c) => listIntegrations(settingsCtx(c)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/integrations',
    access: 'settings:edit',
    summary: 'Create an integration record (keys encrypted at rest)',
    tags,
    body: integrationCreateSchema,
    response: integrationSettingSchema,
    handler: (c) => createIntegration({ ...settingsCtx(c), data: c.body }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/admin/integrations/:id',
    access: 'settings:edit',
    summary: 'Enable/disable an integration or save its keys and webhook URL',
    description:
      'The switch saves at once; keys and the webhook URL on save. Keys are stored with AES-256-GCM ' +
      'bound to the organization and field, answered only as their last 4 characters, never logged or ' +
      "audited in clear. An enabled Stripe integration is used for the organization's card payments and " +
      "saved cards instead of the server's `STRIPE_*` keys; an enabled SendGrid key when Communications " +
      'says SendGrid.',
    tags,
    params: idParamsSchema,
    body: integrationPatchSchema,
    response: integrationSettingSchema,
    handler: (c) => updateIntegration({ ...settingsCtx(c), id: c.params.id, data: c.body }),
  });

  // ---- Communications ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/communications',
    access: 'settings:edit',
    summary: 'E-mail and SMS settings (null before the first save); password and SMS key masked',
    tags,
    response: communicationsSettingsSchema.nullable(),
    handler: (c) => getCommunicationsSettings(settingsCtx(c)),
  });
  for (const method of ['POST', 'PATCH'] as const) {
    defineRoute(app, {
      method,
      url: '/api/admin/communications',
      access: 'settings:edit',
      summary:
        method === 'POST' ? 'Save communication settings the first time' : 'Update communication settings',
      tags,
      body: communicationsBodySchema,
      response: communicationsSettingsSchema,
      handler: (c) =>
        (method === 'POST' ? createCommunicationsSettings : updateCommunicationsSettings)({
          ...settingsCtx(c),
          data: c.body,
        }),
    });
  }
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/communications/test',
    access: 'settings:edit',
    summary:
      "Send a test e-mail now through the organization's e-mail route; answers the SMTP server's reply",
    description:
      "Body `{to}`. With provider SMTP and a host, the organization's e-mails leave through its own " +
      'server, from its *From* address and name, with its reply-to and signature; otherwise through ' +
      '`SMTP_URL` (or captured). SMTP errors are answered with credentials redacted.',
    tags,
    body: testEmailBodySchema,
    status: 200,
    response: testEmailResultSchema,
    handler: (c) =>
      sendTestEmail({
        ...settingsCtx(c),
        to: c.body.to,
        serverSmtpUrl: c.req.server.env.SMTP_URL || undefined,
        serverFrom: c.req.server.env.MAIL_FROM || DEFAULT_MAIL_FROM,
      }),
  });

  // ---- Customer portal ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/customer-portal',
    access: 'settings:edit',
    summary: 'Customer portal settings (null before the first save: the defaults apply)',
    tags,
    response: customerPortalSettingsSchema.nullable(),
    handler: (c) => getCustomerPortalSettings(settingsCtx(c)),
  });
  for (const method of ['POST', 'PATCH'] as const) {
    defineRoute(app, {
      method,
      url: '/api/admin/customer-portal',
      access: 'settings:edit',
      summary:
        method === 'POST'
          ? 'Save customer portal settings the first time'
          : 'Update customer portal settings',
      tags,
      body: customerPortalBodySchema,
      response: customerPortalSettingsSchema,
      handler: (c) =>
        (method === 'POST' ? createCustomerPortalSettings : updateCustomerPortalSettings)({
          ...settingsCtx(c),
          data: c.body,
        }),
    });
  }
}
