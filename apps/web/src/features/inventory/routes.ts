import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (title: string): RouteHandle => ({ title, permission: 'inventory' });

/** Parts inventory: list, Add New Item, the item with its stock history, Edit Item — each at its own URL. */
export const inventoryRoutes: RouteObject[] = [
  {
    path: 'inventory',
    handle: handle('Parts Inventory'),
    lazy: () => import('./pages/inventory-list-page').then((m) => ({ Component: m.InventoryListPage })),
  },
  {
    path: 'inventory/new',
    handle: handle('Add New Item'),
    lazy: () => import('./pages/inventory-new-page').then((m) => ({ Component: m.InventoryNewPage })),
  },
  {
    path: 'inventory/:id',
    handle: handle('Inventory Item'),
    lazy: () => import('./pages/inventory-detail-page').then((m) => ({ Component: m.InventoryDetailPage })),
  },
  {
    path: 'inventory/:id/edit',
    handle: handle('Edit Item'),
    lazy: () => import('./pages/inventory-edit-page').then((m) => ({ Component: m.InventoryEditPage })),
  },
];
