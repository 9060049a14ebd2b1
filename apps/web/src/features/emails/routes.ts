import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /settings/email-log and one message in it — the organization's e-mail log, for those who edit its settings. */
export const emailRoutes: RouteObject[] = [
  {
    path: 'settings/email-log',
    handle: { title: 'E-mail log', permission: 'settings', level: 'edit' } satisfies RouteHandle,
    lazy: () => import('./pages/email-log-page').then((m) => ({ Component: m.EmailLogPage })),
  },
  {
    path: 'settings/email-log/:emailId',
    handle: { title: 'E-mail', permission: 'settings', level: 'edit' } satisfies RouteHandle,
    lazy: () => import('./pages/email-message-page').then((m) => ({ Component: m.EmailMessagePage })),
  },
];
