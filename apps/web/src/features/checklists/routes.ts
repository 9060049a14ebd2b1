import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (title: string): RouteHandle => ({ title, permission: 'services' });
const page = () =>
  import('./pages/checklist-template-page').then((m) => ({ Component: m.ChecklistTemplatePage }));

/** Checklist templates (issue 35), beside the service catalogue they attach to: list, new, edit. */
export const checklistRoutes: RouteObject[] = [
  {
    path: 'checklists',
    handle: handle('Checklists'),
    lazy: () =>
      import('./pages/checklist-templates-page').then((m) => ({ Component: m.ChecklistTemplatesPage })),
  },
  { path: 'checklists/new', handle: handle('New Checklist'), lazy: page },
  { path: 'checklists/:id', handle: handle('Checklist'), lazy: page },
];
