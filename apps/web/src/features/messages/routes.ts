import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /messages and /messages/:clientId — the texting inbox (permission area `messages`). */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    handle: { title: 'Messages', permission: 'messages' } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: () => import('./pages/messages-page').then((m) => ({ Component: m.MessagesPage })),
      },
      {
        path: ':clientId',
        lazy: () => import('./pages/messages-page').then((m) => ({ Component: m.MessagesPage })),
      },
    ],
  },
];
