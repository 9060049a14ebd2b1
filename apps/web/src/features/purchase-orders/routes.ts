import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (title: string): RouteHandle => ({ title, permission: 'purchase_orders' });

/** Purchase orders: list, create, view (receive, PDF, e-mail) and edit — each at its own URL. */
export const purchaseOrdersRoutes: RouteObject[] = [
  {
    path: 'purchase-orders',
    handle: handle('Purchase Orders'),
    lazy: () =>
      import('./pages/purchase-orders-list-page').then((m) => ({ Component: m.PurchaseOrdersListPage })),
  },
  {
    path: 'purchase-orders/new',
    handle: handle('Create Purchase Order'),
    lazy: () =>
      import('./pages/purchase-order-new-page').then((m) => ({ Component: m.PurchaseOrderNewPage })),
  },
  {
    path: 'purchase-orders/:id',
    handle: handle('Purchase Order'),
    lazy: () =>
      import('./pages/purchase-order-detail-page').then((m) => ({ Component: m.PurchaseOrderDetailPage })),
  },
  {
    path: 'purchase-orders/:id/edit',
    handle: handle('Edit Purchase Order'),
    lazy: () =>
      import('./pages/purchase-order-edit-page').then((m) => ({ Component: m.PurchaseOrderEditPage })),
  },
];
