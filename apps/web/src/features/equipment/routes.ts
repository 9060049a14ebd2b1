import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (title: string): RouteHandle => ({ title, permission: 'equipment' });

/** Equipment (issue 35): the list with its filters, Add, the unit with its history, Edit. */
export const equipmentRoutes: RouteObject[] = [
  {
    path: 'equipment',
    handle: handle('Equipment'),
    lazy: () => import('./pages/equipment-list-page').then((m) => ({ Component: m.EquipmentListPage })),
  },
  {
    path: 'equipment/new',
    handle: handle('Add Equipment'),
    lazy: () => import('./pages/equipment-new-page').then((m) => ({ Component: m.EquipmentNewPage })),
  },
  {
    path: 'equipment/:id',
    handle: handle('Equipment'),
    lazy: () => import('./pages/equipment-detail-page').then((m) => ({ Component: m.EquipmentDetailPage })),
  },
  {
    path: 'equipment/:id/edit',
    handle: handle('Edit Equipment'),
    lazy: () => import('./pages/equipment-edit-page').then((m) => ({ Component: m.EquipmentEditPage })),
  },
];
