import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';

// Issue 27, findings 4 and 5: a PATCH applied zod defaults to fields it did not name (`.partial()` of a create
// schema keeps them), switching an integration off when its keys were saved and emptying a role's permissions.

let t: TestContext;
let tenant: TestTenant;
let admin: TestUser;
beforeAll(async () => {
  t = await TestContext.create();
  tenant = await t.tenant();
  admin = await t.user({ tenant, role: 'admin' });
});
afterAll(() => t.close());

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Fields of an update body that get a value when the request leaves them out. */
function defaultedFields(schema: z.ZodType, at = ''): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => fieldDefaults(field, `${at}${key}`));
    case 'pipe':
      return defaultedFields(def.in!, at);
    case 'union':
      return (def.options ?? []).flatMap((option) => defaultedFields(option, at));
    case 'intersection':
      return [...defaultedFields(def.left!, at), ...defaultedFields(def.right!, at)];
    default:
      return [];
  }
}
function fieldDefaults(field: z.ZodType, path: string): string[] {
  const def = defOf(field);
  if (def.type === 'default' || def.type === 'prefault' || def.type === 'catch') return [path];
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'readonly')
    return fieldDefaults(def.innerType!, path);
  if (def.type === 'pipe') return fieldDefaults(def.in!, path);
  // A nested object is updated part by part too; arrays are replaced whole, so their items may have defaults.
  if (def.type === 'object') return defaultedFields(field, `${path}.`);
  return [];
}

describe('partial updates', () => {
  it('no PATCH body gives a field a value the request left out (a zod default would reset it)', () => {
    // PUT replaces the whole record with the same body as its POST (the spec's services), defaults included.
    const patches = t.app.routeRegistry.filter((r) => r.method === 'PATCH' && r.body);
    expect(patches.length).toBeGreaterThan(10);
    const found = patches.flatMap((r) => defaultedFields(r.body!).map((f) => `${r.method} ${r.url}: ${f}`));
    expect(found).toEqual([]);
  });
});

describe('a PATCH leaves what it does not name', () => {
  it('saving an integration’s keys (as the Settings form’s Save does) keeps it enabled', async () => {
    const created = await t.request(admin, 'POST', '/api/admin/integrations', {
      tenant,
      body: { integrationName: 'stripe', isEnabled: true, apiKey: 'pk_test_old1', apiSecret: 'sk_test_old1' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const rotated = await t.request(admin, 'PATCH', `/api/admin/integrations/${id}`, {
      tenant,
      body: { apiSecret: 'sk_test_new2' },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({ isEnabled: true, apiSecret: expect.stringMatching(/new2$/) });
    const listed = await t.request(admin, 'GET', '/api/admin/integrations', { tenant });
    expect(listed.json<Array<{ id: string; isEnabled: boolean }>>().find((i) => i.id === id)?.isEnabled).toBe(
      true,
    );
  });

  it('a custom role’s description-only update keeps its permissions and leaves it inactive', async () => {
    const created = await t.request(admin, 'POST', '/api/admin/permissions', {
      tenant,
      body: { role: 'estimator', permissions: ['quotes', 'clients:view'], isActive: false },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const patched = await t.request(admin, 'PATCH', `/api/admin/permissions/${id}`, {
      tenant,
      body: { description: 'x' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      description: 'x',
      permissions: ['quotes', 'clients:view'],
      isActive: false,
    });
  });
});
