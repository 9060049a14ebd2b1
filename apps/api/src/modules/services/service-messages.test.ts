import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupBodySchema } from '@tradeworks/contracts/auth';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

/* Issue 19 'Messages': tags without duplicates, 'Rate is required', a composite needs a component. */

let t: TestContext;
let acme: TestTenant;
let manager: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager' });
});
afterAll(() => t.close());

const body = (service: Record<string, unknown>, lineItems: unknown[] = []) => ({
  service: { name: 'Seasonal Check', serviceType: 'simple', basePrice: '99.00', ...service },
  lineItems,
});

describe('service messages', () => {
  it('drops duplicate tags (any letter case), keeping the first spelling', async () => {
    const res = await t.request(manager, 'POST', '/api/services', {
      tenant: acme,
      body: body({ tags: 'Cooling, seasonal, cooling,SEASONAL , Spring' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().tags).toEqual(['Cooling', 'seasonal', 'Spring']);
  });

  it("says 'Rate is required' for a component without a rate", async () => {
    for (const rate of ['', undefined]) {
      const res = await t.request(manager, 'POST', '/api/services', {
        tenant: acme,
        body: body({ serviceType: 'composite', basePrice: undefined }, [
          { itemType: 'labor', itemName: 'Labor', quantity: 1, rate },
        ]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toMatchObject({ 'lineItems.0.rate': 'Rate is required' });
    }
  });

  it('refuses a composite service without components', async () => {
    const res = await t.request(manager, 'POST', '/api/services', {
      tenant: acme,
      body: body({ serviceType: 'composite', basePrice: undefined }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      lineItems: 'A composite service needs at least one component',
    });
  });

  it("the set-up form's organization name error matches its label", () => {
    const result = setupBodySchema.safeParse({ organizationName: ' ' });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === 'organizationName');
    expect(issue?.message).toBe('Organization name is required');
  });
});
