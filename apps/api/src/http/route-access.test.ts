import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext } from '../test/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await TestContext.create();
});
afterAll(() => t.close());

describe('route access declarations', () => {
  it('every /api route declares who may call it', () => {
    const apiRoutes = t.app.allRoutes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(5);
    const undeclared = apiRoutes
      .filter((r) => typeof r.access !== 'string')
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('GET routes of tenant areas need view; changes need edit', () => {
    // The organization tabs of Admin Settings are for settings editors (DESIGN.md §5): their reads need edit
    // too, except the general settings list, whose public entries every member reads.
    // Likewise the e-mail templates, and a document's send dialog (`…/email-draft`), which prepares a change;
    // so does the technician form's sign-in account picker, which lists team members' names and e-mails.
    const editorOnlyRead = (r: { method: string; url: string; access: string }) =>
      r.method === 'GET' &&
      ((r.access === 'settings:edit' &&
        (r.url.startsWith('/api/admin/') || r.url.startsWith('/api/settings/email-templates')) &&
        r.url !== '/api/admin/general') ||
        (r.url.endsWith('/email-draft') && r.access.endsWith(':edit')) ||
        (r.url === '/api/technicians/linkable-users' && r.access === 'dispatching:edit'));
    const wrong = t.app.routeRegistry
      .filter((r) => /^[a-z_]+:(view|edit)$/.test(r.access))
      .filter((r) => !editorOnlyRead(r))
      .filter((r) => (r.method === 'GET' ? !r.access.endsWith(':view') : !r.access.endsWith(':edit')))
      .map((r) => `${r.method} ${r.url} (${r.access})`);
    expect(wrong).toEqual([]);
  });

  it('super-admin routes all require super_admin', () => {
    const wrong = t.app.routeRegistry
      .filter((r) => r.url.startsWith('/api/super-admin') && r.access !== 'super_admin')
      .map((r) => `${r.method} ${r.url}`);
    expect(wrong).toEqual([]);
  });

  it('unknown API routes answer 404 JSON', async () => {
    const res = await t.request(null, 'GET', '/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('malformed JSON is a 400 in the error shape, never a 500', async () => {
    const res = await t.request(null, 'POST', '/api/auth/login', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION' });
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const res = await t.request(null, 'GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(Object.keys(doc.paths).length).toBe(new Set(t.app.routeRegistry.map((r) => r.url)).size);
  });

  it('health reports the database', async () => {
    const res = await t.request(null, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
  });
});
