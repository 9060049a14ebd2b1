import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { MessagingSettingsTab } from '@/features/messages/public';
import { TaxSettingsTab } from '@/features/tax/public';

/**
 * The six organization tabs (spec part 2 "Admin settings"), Messaging (issue 28: automatic texts) and Tax
 * (issue 31: rates and groups), each
 * loaded when first opened.
 */
const PermissionsTab = lazy(() => import('./permissions-tab').then((m) => ({ default: m.PermissionsTab })));
const GeneralTab = lazy(() => import('./general-tab').then((m) => ({ default: m.GeneralTab })));
const CompanyTab = lazy(() => import('./company-tab').then((m) => ({ default: m.CompanyTab })));
const IntegrationsTab = lazy(() =>
  import('./integrations-tab').then((m) => ({ default: m.IntegrationsTab })),
);
const CommunicationsTab = lazy(() =>
  import('./communications-tab').then((m) => ({ default: m.CommunicationsTab })),
);
const CustomerPortalTab = lazy(() =>
  import('./customer-portal-tab').then((m) => ({ default: m.CustomerPortalTab })),
);

export const ORGANIZATION_TABS: { value: string; label: string; render: () => ReactNode }[] = [
  { value: 'permissions', label: 'Permissions', render: () => <PermissionsTab /> },
  { value: 'general', label: 'General', render: () => <GeneralTab /> },
  { value: 'company', label: 'Company', render: () => <CompanyTab /> },
  { value: 'integrations', label: 'Integrations', render: () => <IntegrationsTab /> },
  { value: 'communications', label: 'Communications', render: () => <CommunicationsTab /> },
  { value: 'customer-portal', label: 'Customer Portal', render: () => <CustomerPortalTab /> },
  { value: 'messaging', label: 'Messaging', render: () => <MessagingSettingsTab /> },
  { value: 'tax', label: 'Tax', render: () => <TaxSettingsTab /> },
];

export function TabFallback({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton className="h-64" aria-label="Loading" />}>{children}</Suspense>;
}
