import { TestContext, type TestTenant, type TestUser } from './test-context';

export interface TwoOrganizations {
  t: TestContext;
  /** The organization under test, with its owner and a plain member. */
  acme: TestTenant;
  owner: TestUser;
  member: TestUser;
  /** Another organization and its owner: what they must never see or change of acme's. */
  other: TestTenant;
  outsider: TestUser;
}

/**
 * The set-up a settings area's tests share: a fresh test context, acme with an owner and a member, and another
 * organization's owner as the outsider. Close `t` after the file.
 */
export async function twoOrganizations(): Promise<TwoOrganizations> {
  const t = await TestContext.create();
  const acme = await t.tenant();
  const other = await t.tenant();
  const owner = await t.user({ tenant: acme, role: 'owner' });
  const member = await t.user({ tenant: acme, role: 'member' });
  const outsider = await t.user({ tenant: other, role: 'owner' });
  return { t, acme, other, owner, member, outsider };
}
