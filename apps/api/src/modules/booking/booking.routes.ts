import type { FastifyInstance } from 'fastify';
import { bookingSettingsPatchSchema, bookingSettingsSchema } from '@tradeworks/contracts/booking';
import { defineRoute } from '../../http/route';
import { getBookingSettings, updateBookingSettings } from './booking-settings.service';
import { registerPublicBookingRoutes } from './public-booking.routes';

const tags = ['booking'];

/** Online booking (issue 32): the organization's settings and the public booking page's API. */
export function registerBookingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/booking',
    access: 'settings:view',
    summary: 'Online booking settings (off, 14 days ahead, no confirmation until the first save)',
    tags,
    response: bookingSettingsSchema,
    handler: ({ tenant }) => getBookingSettings(tenant),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/admin/booking',
    access: 'settings:edit',
    summary: 'Turn online booking on or off and set its days ahead, office confirmation, holidays and phone',
    description:
      'Only the fields given change. Business hours are the general setting `business_hours` (shared with the ' +
      'customer portal); `holidays` are local dates on which nothing is offered.',
    tags,
    body: bookingSettingsPatchSchema,
    response: bookingSettingsSchema,
    handler: ({ tenant, body }) => updateBookingSettings({ ...tenant, data: body }),
  });

  registerPublicBookingRoutes(app);
}
