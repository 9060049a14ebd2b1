import type { FastifyInstance } from 'fastify';
import { personalSettingsSchema } from '@tradeworks/contracts/personal-settings';
import { defineRoute } from '../../http/route';
import { getPersonalSettings, savePersonalSettings } from './personal-settings.service';

export function registerPersonalSettingsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/me/settings',
    access: 'authenticated',
    summary: "The signed-in user's personal settings",
    tags: ['me'],
    response: personalSettingsSchema,
    handler: ({ db, session }) => getPersonalSettings({ db, userId: session.user.id }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/me/settings',
    access: 'authenticated',
    summary: "Save the signed-in user's personal settings",
    tags: ['me'],
    body: personalSettingsSchema,
    response: personalSettingsSchema,
    handler: ({ db, session, body }) => savePersonalSettings({ db, userId: session.user.id, data: body }),
  });
}
