import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from '../test/test-database';
import type { Database } from '../db/client';

let app: FastifyInstance;
let db: Database;
let dist: string;
const BIG = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `row ${i}`))};`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'tw-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tradeworks</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'track.html'), '<!doctype html><title>Your technician</title>');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  // What the build's precompress plugin writes beside a chunk.
  writeFileSync(path.join(dist, 'assets', 'big-123.js'), BIG);
  writeFileSync(path.join(dist, 'assets', 'big-123.js.br'), brotliCompressSync(BIG));
  writeFileSync(path.join(dist, 'assets', 'big-123.js.gz'), gzipSync(BIG));
  db = await openTestDatabase();
  app = await buildApp({ db, env: loadEnv({}), logLevel: 'silent', webDistDir: dist });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('serving the web app', () => {
  it('answers the app page for /, /?tenant= and client-side routes, never cached', async () => {
    for (const url of ['/', '/?tenant=polar', '/clients/123/edit']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Tradeworks</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets immutable, including files built after start, and 404s a missing one', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    writeFileSync(path.join(dist, 'assets', 'later-def.js'), 'console.log(2)');
    expect((await app.inject({ method: 'GET', url: '/assets/later-def.js' })).statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });

  it('serves robots.txt as text and 404s unknown file paths instead of the app page (issue 34 item 15)', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /');
    for (const url of ['/wp-login.php', '/sitemap.xml', '/.env', '/clients/favicon.ico', '/x/y.json?v=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>');
    }
    // Client-side routes (no extension in the last segment) still get the page.
    expect((await app.inject({ method: 'GET', url: '/jobs/JOB-2026-0032' })).statusCode).toBe(200);
  });

  it('sends the precompressed copy the browser accepts, with Vary, still immutable', async () => {
    const get = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/big-123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 3);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });
});

describe('the tracking page’s policy', () => {
  const imgSrc = async () => {
    const res = await app.inject({ method: 'GET', url: `/track/${'a'.repeat(43)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Your technician</title>');
    return /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1].split(' ');
  };

  it('allows the tile server’s images only when TRACK_TILE_URL names one', async () => {
    expect(await imgSrc()).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    app.env.TRACK_TILE_URL = 'http://127.0.0.1:5999/tiles/{z}/{x}/{y}.png';
    try {
      expect(await imgSrc()).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:5999']);
      // The rest of the policy is the app's.
      const res = await app.inject({ method: 'GET', url: `/track/${'a'.repeat(43)}` });
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      // Other pages never allow it.
      const other = await app.inject({ method: 'GET', url: '/' });
      expect(String(other.headers['content-security-policy'])).not.toContain('127.0.0.1:5999');
    } finally {
      app.env.TRACK_TILE_URL = undefined;
    }
    expect(await imgSrc()).not.toContain('http://127.0.0.1:5999');
  });
});
