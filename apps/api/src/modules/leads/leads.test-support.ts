import { randomInt } from 'node:crypto';
import type { PublicRequestBody } from '@tradeworks/contracts/public-booking';
import type { TestContext, TestTenant, TestUser } from '../../test/test-context';

/** Turns online booking on for `tenant` (as its owner). */
export async function enableBooking(t: TestContext, tenant: TestTenant, owner: TestUser, extra = {}) {
  const res = await t.request(owner, 'PATCH', '/api/admin/booking', {
    tenant,
    body: { enabled: true, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`booking settings: ${res.statusCode} ${res.body}`);
}

/** A service request from the public page, from an address of its own (the per-address limit stays out of it). */
export async function sendRequest(
  t: TestContext,
  tenant: TestTenant,
  over: Partial<PublicRequestBody> & { name?: string; email?: string; phone?: string } = {},
): Promise<string> {
  const { name = 'Rita Request', email = 'rita@example.com', phone = '5125550160', ...rest } = over;
  const [firstName, lastName = 'Visitor'] = name.split(' ');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/${tenant.slug}/requests`,
    remoteAddress: `10.${randomInt(250)}.${randomInt(250)}.${randomInt(250)}`,
    payload: {
      client: { firstName, lastName, email, phone },
      address: { address: '5 Birch Road', city: 'Austin', state: 'TX', zipCode: '78701' },
      description: 'Water heater leaking',
      startedAt: Date.now() - 60_000,
      ...rest,
    },
  });
  if (res.statusCode !== 201) throw new Error(`request: ${res.statusCode} ${res.body}`);
  return res.json().reference as string;
}
