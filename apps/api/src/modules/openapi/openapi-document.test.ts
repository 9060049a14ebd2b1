/* eslint-disable @typescript-eslint/no-explicit-any -- the document is untyped JSON read by path */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext } from '../../test/test-context';

let t: TestContext;
let doc: Record<string, any>;
beforeAll(async () => {
  t = await TestContext.create();
  doc = (await t.request(null, 'GET', '/api/openapi.json')).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
  );

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('names every operation uniquely and documents its errors in the error shape', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const clientGet = doc.paths['/api/clients/{id}'].get;
    expect(clientGet.operationId).toBe('getClientsById');
    expect(Object.keys(clientGet.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    expect(clientGet.responses['404'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Error',
    );
  });

  it('describes a route with its defineRoute summary and description', () => {
    const convert = doc.paths['/api/quotes/{id}/convert-to-invoice'].post;
    expect(convert.summary).toBe(
      'Converts an approved quote into a draft invoice (once); needs edit on invoices too',
    );
    expect(convert.description).toContain('a second convert answers 409 naming the invoice');
    // A route without a description has none in the document (not an empty string).
    expect(doc.paths['/api/clients/{id}'].get).not.toHaveProperty('description');
  });

  it('documents the service request as JSON or as a multipart form with its photos', () => {
    const content = doc.paths['/api/portal/{tenantSlug}/service-requests'].post.requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    const form = content['multipart/form-data'].schema;
    expect(form.properties.photos).toMatchObject({
      type: 'array',
      maxItems: 5,
      items: { type: 'string', format: 'binary' },
    });
    // The form's text fields are the JSON body's; the parser's internal fields are not documented.
    expect(Object.keys(form.properties).sort()).toEqual(
      [...Object.keys(content['application/json'].schema.properties), 'photos'].sort(),
    );
    expect(form.properties.tooManyPhotos).toBeUndefined();
  });

  it('describes the body of every 2xx response: a JSON schema, or the file type', () => {
    const undescribed = operations().flatMap(({ key, op }) =>
      Object.entries(op.responses as Record<string, any>)
        .filter(([status]) => /^2\d\d$/.test(status) && status !== '204')
        .filter(([, response]) => {
          const content = Object.values((response.content ?? {}) as Record<string, any>);
          return content.length === 0 || content.some((c) => !c.schema || Object.keys(c.schema).length === 0);
        })
        .map(([status]) => `${key} ${status}`),
    );
    expect(undescribed).toEqual([]);
    const client = doc.paths['/api/clients/{id}'].get.responses['200'].content['application/json'].schema;
    expect(client.properties).toHaveProperty('creditLimit');
    const list = doc.paths['/api/clients'].get.responses['200'].content['application/json'].schema;
    expect(list.type).toBe('array');
  });

  it('declares the session cookie, API keys and the portal cookie, opens public routes, describes PDFs as files', () => {
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.portalCookie).toMatchObject({ in: 'cookie', name: 'tw_portal' });
    expect(doc.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    // An organization's area: session or key; an account route: the session only; the portal: its cookie.
    expect(doc.paths['/api/clients'].get.security).toEqual([{ sessionCookie: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/auth/user'].get.security).toBeUndefined();
    expect(doc.paths['/api/super-admin/users'].get.security).toBeUndefined();
    const portalPath = Object.keys(doc.paths).find((p) => p.startsWith('/api/portal/'))!;
    const portalOps = Object.values(doc.paths[portalPath]) as Array<{
      'x-access': string;
      security?: unknown;
    }>;
    for (const op of portalOps.filter((o) => o['x-access'] === 'portal'))
      expect(op.security).toEqual([{ portalCookie: [] }]);
    expect(Object.keys(doc.paths['/api/invoices/{id}/pdf'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
    expect(doc.servers[0].url).toMatch(/^https?:\/\//);
  });

  it('generates a TypeScript client that compiles and is typed by the paths', async () => {
    const types = astToString(await openapiTS(JSON.parse(JSON.stringify(doc))));
    const dir = mkdtempSync(path.join(tmpdir(), 'tw-openapi-'));
    writeFileSync(path.join(dir, 'api.d.ts'), types);
    // A client written against the generated types, as a consumer would write it.
    writeFileSync(
      path.join(dir, 'client.ts'),
      [
        "import createClient from 'openapi-fetch';",
        "import type { paths } from './api';",
        "const api = createClient<paths>({ baseUrl: 'http://localhost:5000' });",
        'export async function findClients(search: string) {',
        "  const { data, error } = await api.GET('/api/clients', { params: { query: { search } } });",
        "  return error ? error.message : data.map((client) => client.name + ' ' + client.creditLimit);",
        '}',
        'export async function downloadInvoice(id: string) {',
        "  return api.GET('/api/invoices/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' });",
        '}',
      ].join('\n'),
    );
    const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      typeRoots: [],
      types: [],
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      baseUrl: apiRoot,
      paths: { 'openapi-fetch': [path.join(apiRoot, '../../node_modules/openapi-fetch')] },
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 120_000);
});
