import type { TestContext, TestTenant, TestUser } from '../../test/test-context';

/** A key of `tenant` made by `creator` through the API: its id and the `Authorization` header it sends. */
export async function createApiKeyVia(
  t: TestContext,
  creator: TestUser,
  tenant: TestTenant,
  scopes: string[],
  name = 'Zapier',
): Promise<{ id: string; key: string; headers: { authorization: string } }> {
  const res = await t.request(creator, 'POST', '/api/admin/api-keys', { tenant, body: { name, scopes } });
  if (res.statusCode !== 201) throw new Error(`api key: ${res.statusCode} ${res.body}`);
  const { id, key } = res.json() as { id: string; key: string };
  return { id, key, headers: { authorization: `Bearer ${key}` } };
}
