/** Feature areas and access levels (DESIGN.md §5). One table drives the server guard, the sidebar and the buttons. */
export const FEATURE_AREAS = [
  'dashboard',
  'clients',
  // Installed units at clients' locations (issue 35); built-in roles get it as they get clients.
  'equipment',
  'quotes',
  'invoices',
  'scheduling',
  'services',
  'inventory',
  'purchase_orders',
  'payments',
  'service_agreements',
  'dispatching',
  'data_import',
  'data_export',
  'admin',
  'settings',
  // DESIGN.md §9: areas added after the spec's fifteen.
  'messages',
  // Margins and labour costs: owner/admin edit, manager view, member none.
  'reports',
  // Online bookings and requests to follow up (issue 32): owner/admin/manager edit, member none.
  'leads',
] as const;
export type FeatureArea = (typeof FEATURE_AREAS)[number];

export type AccessLevel = 'edit' | 'view';
export type AccessTable = Partial<Record<FeatureArea, AccessLevel>>;

export const MEMBERSHIP_ROLES = ['owner', 'admin', 'manager', 'member'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

const BUSINESS_AREAS: FeatureArea[] = [
  'dashboard',
  'clients',
  'equipment',
  'quotes',
  'invoices',
  'scheduling',
  'services',
  'inventory',
  'purchase_orders',
  'payments',
  'service_agreements',
  'dispatching',
];

function table(entries: [FeatureArea[], AccessLevel][]): AccessTable {
  const out: AccessTable = {};
  for (const [areas, level] of entries) for (const area of areas) out[area] = level;
  return out;
}

export const BUILT_IN_ROLE_ACCESS: Record<MembershipRole, AccessTable> = {
  owner: table([[[...FEATURE_AREAS], 'edit']]),
  admin: table([[[...FEATURE_AREAS], 'edit']]),
  manager: table([
    [[...BUSINESS_AREAS, 'data_import', 'data_export', 'messages', 'leads'], 'edit'],
    [['settings', 'reports'], 'view'],
  ]),
  member: table([
    // messages: only the threads of clients whose jobs are assigned to them (the server narrows it).
    [
      ['clients', 'equipment', 'quotes', 'scheduling', 'dispatching', 'service_agreements', 'messages'],
      'edit',
    ],
    [['dashboard', 'invoices', 'payments', 'services', 'inventory', 'purchase_orders', 'settings'], 'view'],
  ]),
};

export const FULL_ACCESS: AccessTable = BUILT_IN_ROLE_ACCESS.owner;

/** A custom role's permission list: "clients" grants edit, "clients:view" grants view only. */
export function accessFromPermissionList(permissions: readonly string[]): AccessTable {
  const out: AccessTable = {};
  for (const raw of permissions) {
    const [area, level] = raw.split(':') as [FeatureArea, string | undefined];
    if (!(FEATURE_AREAS as readonly string[]).includes(area)) continue;
    const granted: AccessLevel = level === 'view' ? 'view' : 'edit';
    if (out[area] !== 'edit') out[area] = granted;
  }
  return out;
}

/** The other way: a custom role's permission list of an access table, in the order of the feature areas. */
export function permissionListOf(access: AccessTable): string[] {
  return FEATURE_AREAS.flatMap((a) => (access[a] ? [access[a] === 'view' ? `${a}:view` : a] : []));
}

export function hasAccess(access: AccessTable, area: FeatureArea, needed: AccessLevel): boolean {
  const level = access[area];
  if (!level) return false;
  return needed === 'view' || level === 'edit';
}

/** A permission string of a custom role: an area (edit) or `area:view`. */
export const PERMISSION_VALUES: readonly string[] = FEATURE_AREAS.flatMap((a) => [a, `${a}:view`]);

export const isBuiltInRole = (role: string): role is MembershipRole =>
  (MEMBERSHIP_ROLES as readonly string[]).includes(role);

/** Whether `inner` grants nothing beyond `outer` (no area, no edit where outer only views). */
export function isAccessWithin(inner: AccessTable, outer: AccessTable): boolean {
  return (Object.keys(inner) as FeatureArea[]).every((area) => hasAccess(outer, area, inner[area]!));
}
