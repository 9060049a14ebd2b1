import type { PermissionKey } from '@/lib/permissions';

export interface PendingArea {
  path: string;
  title: string;
  permission: PermissionKey;
}

/**
 * Tenant areas still served by the shared placeholder. When an area's issue lands, remove its row here
 * and add its real routes in router.tsx.
 */
export const PENDING_TENANT_AREAS: PendingArea[] = [
  { path: 'service-agreements', title: 'Service Agreements', permission: 'service_agreements' },
];
