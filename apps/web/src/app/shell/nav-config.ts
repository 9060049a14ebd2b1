import {
  Activity,
  AlertTriangle,
  BarChart3,
  Building2,
  Calendar,
  ClipboardList,
  ChartColumn,
  CreditCard,
  DollarSign,
  Download,
  FileCheck,
  FileText,
  Gauge,
  LayoutDashboard,
  MapPinned,
  MessageSquare,
  Package,
  Receipt,
  ServerCog,
  Settings,
  Shield,
  ShoppingCart,
  Truck,
  Upload,
  UserCog,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { UnreadTextsCount } from '@/features/messages/public';
import type { PermissionKey } from '@/lib/permissions';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  permission: PermissionKey;
  /** 'View' when the user may open the area but not change anything in it (set from the access table). */
  badge?: string;
  /** Shown only to users linked to a technician record in the active tenant. */
  technicianOnly?: boolean;
  /** A live count beside the label (unread texts), rendering nothing when there is none. */
  Count?: ComponentType;
}

/**
 * Areas whose screen has nothing to edit (the dashboard) or whose view level still lets everyone change
 * their own things (settings: the personal tab) carry no 'View' badge.
 */
const NO_VIEW_BADGE: ReadonlySet<PermissionKey> = new Set(['dashboard', 'settings']);
export const showsViewBadge = (key: PermissionKey) => !NO_VIEW_BADGE.has(key);

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Spec part 1 §2: the tenant sidebar, its routes, labels and permission keys. */
export const TENANT_NAV: NavGroup[] = [
  {
    label: 'Main',
    items: [
      { to: '/', label: 'Dashboard', icon: LayoutDashboard, permission: 'dashboard' },
      { to: '/clients', label: 'Clients', icon: Users, permission: 'clients' },
      // Issue 28: the texting inbox (permission area `messages`, DESIGN §9), with its unread count.
      {
        to: '/messages',
        label: 'Messages',
        icon: MessageSquare,
        permission: 'messages',
        Count: UnreadTextsCount,
      },
      // Issue 35: the units installed at clients' locations (permission area `equipment`, DESIGN §9).
      { to: '/equipment', label: 'Equipment', icon: ServerCog, permission: 'equipment' },
      { to: '/quotes', label: 'Quotes', icon: FileText, permission: 'quotes' },
      { to: '/invoices', label: 'Invoices', icon: Receipt, permission: 'invoices' },
      { to: '/scheduling', label: 'Scheduling', icon: Calendar, permission: 'scheduling' },
      { to: '/services', label: 'Services', icon: Wrench, permission: 'services' },
      { to: '/inventory', label: 'Parts Inventory', icon: Package, permission: 'inventory' },
      { to: '/purchase-orders', label: 'Purchase Orders', icon: ShoppingCart, permission: 'purchase_orders' },
      { to: '/payments', label: 'Payments', icon: CreditCard, permission: 'payments' },
      {
        to: '/service-agreements',
        label: 'Service Agreements',
        icon: FileCheck,
        permission: 'service_agreements',
      },
      { to: '/dispatching', label: 'Field Dispatching', icon: Truck, permission: 'dispatching' },
      // Issue 29: reports (permission area `reports`: owner/admin edit, manager view, member none; DESIGN §9).
      { to: '/reports', label: 'Reports', icon: ChartColumn, permission: 'reports' },
      // Not in the spec's list (DESIGN §6 adds the technician's day): only for users who are a technician.
      { to: '/my-day', label: 'My Day', icon: MapPinned, permission: 'dispatching', technicianOnly: true },
    ],
  },
  {
    label: 'Data Management',
    items: [
      { to: '/import', label: 'Import Data', icon: Upload, permission: 'data_import' },
      { to: '/export', label: 'Export Data', icon: Download, permission: 'data_export' },
    ],
  },
  {
    label: 'Administration',
    items: [
      { to: '/users', label: 'User Management', icon: UserCog, permission: 'admin' },
      { to: '/settings', label: 'Settings', icon: Settings, permission: 'settings' },
      { to: '/admin', label: 'Admin Panel', icon: Shield, permission: 'super_admin' },
    ],
  },
];

/** Spec part 1 §2: the 'Super Admin Console' sidebar shown on /admin paths. */
export const CONSOLE_NAV: NavGroup[] = [
  {
    label: 'System Management',
    items: [
      { to: '/admin', label: 'Admin Dashboard', icon: Gauge, permission: 'super_admin' },
      { to: '/admin/monitoring', label: 'System Health', icon: Activity, permission: 'super_admin' },
    ],
  },
  {
    label: 'Tenant Management',
    items: [
      { to: '/admin/tenants', label: 'All Tenants', icon: Building2, permission: 'super_admin' },
      {
        to: '/admin/tenants/analytics',
        label: 'Tenant Analytics',
        icon: BarChart3,
        permission: 'super_admin',
      },
    ],
  },
  {
    label: 'User Management',
    items: [
      { to: '/admin/users', label: 'All Users', icon: Users, permission: 'super_admin' },
      { to: '/admin/users/activity', label: 'User Activity', icon: ClipboardList, permission: 'super_admin' },
    ],
  },
  {
    label: 'Subscription Management',
    items: [
      { to: '/admin/subscriptions', label: 'All Subscriptions', icon: Wallet, permission: 'super_admin' },
      {
        to: '/admin/subscriptions/billing',
        label: 'Billing Overview',
        icon: DollarSign,
        permission: 'super_admin',
      },
      {
        to: '/admin/subscriptions/issues',
        label: 'Payment Issues',
        icon: AlertTriangle,
        permission: 'super_admin',
      },
    ],
  },
];

export function isConsolePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The item to highlight: the longest `to` that is the path itself or a parent of it. */
export function activeItemPath(groups: NavGroup[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const group of groups) {
    for (const { to } of group.items) {
      const matches = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
      if (matches && (!best || to.length > best.length)) best = to;
    }
  }
  if (best === '/admin' && pathname.startsWith('/admin/dashboard')) return '/admin';
  return best;
}
