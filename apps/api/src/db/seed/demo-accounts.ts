import type { MembershipRole } from '@tradeworks/contracts/permissions';
import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import {
  insertMembership,
  insertTenant,
  insertUser,
  type TenantInsert,
} from '../../super-admin/tenants/tenants.repository';
import { hashPassword } from '../../platform/auth/passwords';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { recordPlatformAudit } from '../../platform/audit/audit-log';
import type { Tx } from '../client';
import { membershipInvitations, userSettings } from '../schema';
import type { DemoClock, DemoStaff, UserRef } from './demo-context';

/** Every demo account signs in with this password (at least 10 characters). */
export const DEMO_PASSWORD = 'demo-password-1';

export interface DemoAccount {
  role: 'super admin' | MembershipRole;
  email: string;
  password: string;
  /** Names of the organizations the account belongs to (a super admin may enter any). */
  organizations: string[];
}
export type DemoAccounts = DemoAccount[];

export interface DemoOrganization {
  id: string;
  slug: string;
  name: string;
  domain: string;
  staff: DemoStaff;
}

type OrgKey = 'default' | 'polar';
const DOMAINS: Record<OrgKey, string> = { default: 'comfortpro.demo', polar: 'polarplumbing.demo' };
const ORGANIZATIONS: Record<OrgKey, TenantInsert & { slug: string }> = {
  default: {
    name: 'Comfort Pro HVAC',
    slug: 'default',
    plan: 'pro',
    status: 'active',
    billingStatus: 'active',
    billingAddressLine1: '4807 Burnet Rd',
    billingCity: 'Austin',
    billingState: 'TX',
    billingPostalCode: '78756',
    billingCountry: 'US',
    settings: { timezone: 'America/Chicago', industry: 'hvac' },
  },
  polar: {
    name: 'Polar Plumbing & Air',
    slug: 'polar',
    plan: 'starter',
    status: 'active',
    billingStatus: 'trial',
    billingAddressLine1: '1210 W Whitestone Blvd',
    billingCity: 'Cedar Park',
    billingState: 'TX',
    billingPostalCode: '78613',
    billingCountry: 'US',
    settings: { timezone: 'America/Chicago', industry: 'plumbing' },
  },
};

// key, role shown, e-mail, first, last, super admin, memberships (org, role, default), personal settings
type PersonRow = [
  string,
  DemoAccount['role'],
  string,
  string,
  string,
  boolean,
  [OrgKey, MembershipRole, boolean][],
  Partial<PersonalSettings>?,
];
const PEOPLE: PersonRow[] = [
  ['superAdmin', 'super admin', 'admin@tradeworks.demo', 'Avery', 'Quinn', true, []],
  [
    'owner',
    'owner',
    'owner@comfortpro.demo',
    'Dana',
    'Ortiz',
    false,
    [
      ['default', 'owner', true],
      ['polar', 'owner', false],
    ],
    { businessHours: 'extended', defaultServiceDuration: 2, emailUpdates: true },
  ],
  [
    'office',
    'admin',
    'office@comfortpro.demo',
    'Priya',
    'Shah',
    false,
    [['default', 'admin', true]],
    { theme: 'system', compactView: true, pushNotifications: false },
  ],
  [
    'manager',
    'manager',
    'manager@comfortpro.demo',
    'Marcus',
    'Reed',
    false,
    [['default', 'manager', true]],
    { defaultServiceDuration: 4, businessHours: 'extended' },
  ],
  [
    'tech',
    'member',
    'tech@comfortpro.demo',
    'Luis',
    'Garcia',
    false,
    [['default', 'member', true]],
    { theme: 'dark', defaultServiceDuration: 1, businessHours: 'standard' },
  ],
  [
    'polarOffice',
    'admin',
    'office@polarplumbing.demo',
    'Nora',
    'Lindqvist',
    false,
    [['polar', 'admin', true]],
  ],
];

/** Organizations, users with passwords, memberships and personal settings, in one platform transaction. */
export async function seedAccounts(tx: Tx, clock: DemoClock) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tenantIds = {} as Record<OrgKey, string>;
  for (const key of Object.keys(ORGANIZATIONS) as OrgKey[]) {
    const data = ORGANIZATIONS[key];
    const trialEndsAt = data.billingStatus === 'trial' ? clock.at(14, 0) : undefined;
    const row = await insertTenant(tx, { ...data, trialEndsAt, createdAt: clock.ago(420) });
    tenantIds[key] = row.id;
  }

  const people = {} as Record<string, UserRef>;
  const accounts: DemoAccounts = [];
  for (const [key, role, email, firstName, lastName, isSuperAdmin, memberOf, settings] of PEOPLE) {
    const user = await insertUser(tx, {
      email,
      firstName,
      lastName,
      passwordHash,
      isSuperAdmin,
      currentTenantId: tenantIds.default,
      createdAt: clock.ago(400),
    });
    people[key] = { id: user.id, name: `${firstName} ${lastName}` };
    for (const [org, memberRole, isDefault] of memberOf) {
      await insertMembership(tx, { tenantId: tenantIds[org], userId: user.id, role: memberRole, isDefault });
    }
    if (settings) await tx.insert(userSettings).values({ userId: user.id, ...settings });
    await recordPlatformAudit(tx, people.superAdmin.id, {
      entity: 'user',
      entityId: user.id,
      action: 'create',
      changes: { email, isSuperAdmin },
    });
    accounts.push({
      role,
      email,
      password: DEMO_PASSWORD,
      organizations: memberOf.map(([org]) => ORGANIZATIONS[org].name),
    });
  }
  for (const key of Object.keys(tenantIds) as OrgKey[]) {
    await recordPlatformAudit(tx, people.superAdmin.id, {
      entity: 'tenant',
      entityId: tenantIds[key],
      action: 'create',
      changes: { name: ORGANIZATIONS[key].name, slug: ORGANIZATIONS[key].slug },
    });
  }

  // Each organization has invited an account of the other one, not yet answered.
  await seedPendingInvitation(tx, clock, tenantIds.polar, people.office, people.owner, ['Priya', 'Shah']);
  await seedPendingInvitation(tx, clock, tenantIds.default, people.polarOffice, people.owner, ['Nora', 'L.']);

  const owner = people.owner;
  const organizations: DemoOrganization[] = [
    {
      key: 'default' as const,
      staff: { owner, office: people.office, manager: people.manager, tech: people.tech },
    },
    { key: 'polar' as const, staff: { owner, office: owner, manager: owner, tech: owner } },
  ].map(({ key, staff }) => ({
    id: tenantIds[key],
    slug: ORGANIZATIONS[key].slug,
    name: ORGANIZATIONS[key].name,
    domain: DOMAINS[key],
    staff,
  }));
  return { accounts, organizations };
}

/**
 * An existing account invited into an organization, not yet answered: the team page shows it as *Invited*
 * under the name typed, and it has no access there. Nobody holds the link (a hash no token was made for); the
 * owner's Resend Invitation sends a working one.
 */
async function seedPendingInvitation(
  tx: Tx,
  clock: DemoClock,
  tenantId: string,
  invitee: UserRef,
  inviter: UserRef,
  [firstName, lastName]: [string, string],
): Promise<void> {
  const membership = await insertMembership(tx, {
    tenantId,
    userId: invitee.id,
    role: 'member',
    status: 'pending',
  });
  const account = await tx.query.users.findFirst({ where: (u, { eq }) => eq(u.id, invitee.id) });
  await tx.insert(membershipInvitations).values({
    tenantId,
    membershipId: membership.id,
    email: account!.email,
    firstName,
    lastName,
    tokenHash: hashToken(newToken()),
    expiresAt: clock.at(5),
    invitedBy: inviter.id,
    createdAt: clock.ago(2),
  });
}
