import type { TestContext, TestTenant, TestUser } from '../../test/test-context';

/** Test support: tax rates and a group through the API. */
export async function createRate(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  body: { name: string; rate: string | number; jurisdiction?: string },
): Promise<{ id: string; rate: string }> {
  const res = await t.request(user, 'POST', '/api/tax-rates', { tenant, body });
  if (res.statusCode !== 201) throw new Error(`tax rate: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function createGroup(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  body: { name: string; rateIds: string[]; isDefault?: boolean },
): Promise<{ id: string; rate: string; isDefault: boolean }> {
  const res = await t.request(user, 'POST', '/api/tax-groups', { tenant, body });
  if (res.statusCode !== 201) throw new Error(`tax group: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** State 6.25% + county 0.5% + city 1.0%, as a group. */
export async function threeComponentGroup(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  name = 'Springfield',
) {
  const state = await createRate(t, user, tenant, { name: 'State', rate: '0.0625', jurisdiction: 'IL' });
  const county = await createRate(t, user, tenant, { name: 'County', rate: '0.005' });
  const city = await createRate(t, user, tenant, { name: 'City', rate: 0.01 });
  const group = await createGroup(t, user, tenant, { name, rateIds: [state.id, county.id, city.id] });
  return { group, state, county, city };
}
