import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /quotes, /quotes/new, /quotes/:id, /quotes/:id/edit — each page its own lazily loaded chunk. */
export const quotesRoutes: RouteObject[] = [
  {
    path: 'quotes',
    handle: { title: 'Quotes', permission: 'quotes' } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: () => import('./pages/quotes-list-page').then((m) => ({ Component: m.QuotesListPage })),
      },
      {
        path: 'new',
        lazy: () => import('./pages/quote-new-page').then((m) => ({ Component: m.QuoteNewPage })),
      },
      {
        path: ':id',
        lazy: () => import('./pages/quote-detail-page').then((m) => ({ Component: m.QuoteDetailPage })),
      },
      {
        path: ':id/edit',
        lazy: () => import('./pages/quote-edit-page').then((m) => ({ Component: m.QuoteEditPage })),
      },
    ],
  },
];
