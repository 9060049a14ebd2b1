import {
  communicationsSettings,
  companySettings,
  customerPortalSettings,
  generalSettings,
  integrationSettings,
  permissionRoles,
} from '../schema';
import type { TenantSeed } from './demo-context';

interface CompanyProfile {
  businessType: 'hvac' | 'plumbing';
  address: string;
  city: string;
  zipCode: string;
  phone: string;
  website: string;
  licenseNumber: string;
}
const COMPANY: Record<'full' | 'small', CompanyProfile> = {
  full: {
    businessType: 'hvac',
    address: '4807 Burnet Rd',
    city: 'Austin',
    zipCode: '78756',
    phone: '(512) 555-0100',
    website: 'https://comfortpro.demo',
    licenseNumber: 'TACLA00012345C',
  },
  small: {
    businessType: 'plumbing',
    address: '1210 W Whitestone Blvd',
    city: 'Cedar Park',
    zipCode: '78613',
    phone: '(737) 555-0100',
    website: 'https://polarplumbing.demo',
    licenseNumber: 'RMP-40877',
  },
};

// Custom roles. Never named like a built-in membership role (owner/admin/manager/member), which they would replace.
const ROLES: [string, string[], string, boolean][] = [
  [
    'dispatcher',
    [
      'dashboard',
      'clients',
      'scheduling',
      'dispatching',
      'service_agreements',
      'quotes:view',
      'inventory:view',
    ],
    'Books and routes jobs; reads quotes and stock.',
    true,
  ],
  [
    'bookkeeper',
    ['dashboard:view', 'invoices', 'payments', 'purchase_orders', 'clients:view', 'data_export'],
    'Invoices, payments and supplier orders.',
    true,
  ],
  [
    'apprentice',
    ['dashboard:view', 'scheduling:view', 'dispatching:view', 'inventory:view'],
    'Ride-along technicians in training (read only).',
    false,
  ],
];

// key, value, type, category, description, public
const GENERAL: [string, string, 'text' | 'number' | 'boolean' | 'json', string, string, boolean][] = [
  ['timezone', 'America/Chicago', 'text', 'general', 'Time zone used for schedules and documents', true],
  ['default_invoice_due_days', '30', 'number', 'billing', 'Days until a new invoice is due', false],
  ['quote_valid_days', '30', 'number', 'billing', 'Days a sent quote stays valid', true],
  [
    'weekend_scheduling',
    'false',
    'boolean',
    'scheduling',
    'Offer Saturday and Sunday slots to clients',
    false,
  ],
  [
    'service_area_zips',
    '["78701","78704","78745","78757","78664","78613","78660"]',
    'json',
    'scheduling',
    'ZIP codes we serve',
    true,
  ],
  [
    'invoice_footer',
    'Thank you for your business!',
    'text',
    'billing',
    'Printed at the bottom of every invoice',
    true,
  ],
];

/** Company, roles, general, integration, communications and customer-portal settings of one organization. */
export async function seedSettings(seed: TenantSeed): Promise<number> {
  const { scope, clock } = seed;
  const tenantId = scope.tenantId;
  const company = COMPANY[seed.size];
  const officeEmail = `office@${seed.domain}`;
  await scope.tx.insert(companySettings).values({
    tenantId,
    companyName: seed.companyName,
    businessType: company.businessType,
    address: company.address,
    city: company.city,
    state: 'TX',
    zipCode: company.zipCode,
    phone: company.phone,
    email: officeEmail,
    website: company.website,
    taxId: seed.size === 'full' ? '74-3187265' : '74-5520931',
    licenseNumber: company.licenseNumber,
    insurancePolicyNumber: seed.size === 'full' ? 'GL-2291-0456-TX' : 'GL-8812-3370-TX',
    logo: null,
  });
  const roles = seed.size === 'full' ? ROLES : ROLES.slice(0, 1);
  await scope.tx.insert(permissionRoles).values(
    roles.map(([role, permissions, description, isActive]) => ({
      tenantId,
      role,
      permissions,
      description,
      isActive,
    })),
  );
  const general = seed.size === 'full' ? GENERAL : GENERAL.slice(0, 3);
  await scope.tx.insert(generalSettings).values(
    general.map(([settingKey, settingValue, settingType, category, description, isPublic]) => ({
      tenantId,
      settingKey,
      settingValue,
      settingType,
      category,
      description,
      isPublic,
    })),
  );
  // No real secrets: keys stay empty until someone enters their own.
  await scope.tx.insert(integrationSettings).values([
    {
      tenantId,
      integrationName: 'quickbooks',
      isEnabled: false,
      settings: { syncInvoices: true, syncPayments: true },
    },
    {
      tenantId,
      integrationName: 'google_calendar',
      isEnabled: true,
      lastSyncAt: clock.ago(0.08),
      settings: { calendarId: `dispatch@${seed.domain}`, syncJobs: true, syncAgreementVisits: true },
    },
    { tenantId, integrationName: 'google_maps', isEnabled: true, settings: { routeOptimization: true } },
    {
      tenantId,
      integrationName: 'inventory_sync',
      isEnabled: false,
      settings: { supplier: 'Lone Star HVAC Supply' },
    },
  ]);
  await scope.tx.insert(communicationsSettings).values({
    tenantId,
    emailProvider: 'smtp',
    smtpHost: null,
    smtpPort: 587,
    smtpUsername: null,
    smtpPassword: null,
    fromEmail: officeEmail,
    fromName: seed.companyName,
    replyToEmail: officeEmail,
    emailSignature: `${seed.companyName}\n${company.phone} · ${company.website}`,
    smsProvider: 'twilio',
    smsApiKey: null,
    smsFromNumber: `+1${company.phone.replace(/\D/g, '')}`,
  });
  // The spec's portal defaults, with a welcome text ready for when the owner switches it on.
  await scope.tx.insert(customerPortalSettings).values({
    tenantId,
    welcomeMessage: `Welcome to the ${seed.companyName} customer portal. View your quotes, invoices and service history.`,
  });
  return roles.length + general.length;
}
