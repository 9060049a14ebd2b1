import { mkdtempSync, readFileSync, statSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox, SecretDecryptError, isEncrypted, maskSecret } from './secret-box';
import { KEY_FILE_NAME, loadMasterKey } from './master-key';

const box = new SecretBox(new Map([[1, randomBytes(32)]]));
const ctx = { tenantId: '0190c0de-0000-7000-8000-000000000001', field: 'integration.stripe.apiKey' };

describe('SecretBox (AES-256-GCM)', () => {
  it('round-trips and never stores the plain text', () => {
    const stored = box.encrypt('sk_test_51Habcdefgh1234', ctx);
    expect(stored).toMatch(/^tw:v1:[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('sk_test');
    expect(isEncrypted(stored)).toBe(true);
    expect(box.decrypt(stored, ctx)).toBe('sk_test_51Habcdefgh1234');
  });

  it('uses a fresh IV per value', () => {
    const a = box.encrypt('same value', ctx);
    const b = box.encrypt('same value', ctx);
    expect(a).not.toBe(b);
    const iv = (s: string) => Buffer.from(s.split(':')[2], 'base64url').subarray(0, 12).toString('hex');
    expect(iv(a)).not.toBe(iv(b));
  });

  it('binds the value to its tenant and field (associated data)', () => {
    const stored = box.encrypt('secret-value-1', ctx);
    expect(() => box.decrypt(stored, { ...ctx, tenantId: '0190c0de-0000-7000-8000-000000000002' })).toThrow(
      SecretDecryptError,
    );
    expect(() => box.decrypt(stored, { ...ctx, field: 'integration.stripe.apiSecret' })).toThrow(
      SecretDecryptError,
    );
  });

  it('refuses a tampered ciphertext, another key, and plain text', () => {
    const stored = box.encrypt('secret-value-2', ctx);
    const packed = Buffer.from(stored.split(':')[2], 'base64url');
    packed[packed.length - 1] ^= 1;
    expect(() => box.decrypt(`tw:v1:${packed.toString('base64url')}`, ctx)).toThrow(SecretDecryptError);
    const other = new SecretBox(new Map([[1, randomBytes(32)]]));
    expect(() => other.decrypt(stored, ctx)).toThrow(SecretDecryptError);
    expect(() => box.decrypt('secret-value-2', ctx)).toThrow(SecretDecryptError);
  });

  it('error messages never carry the value', () => {
    const stored = box.encrypt('do-not-leak-me', ctx);
    try {
      box.decrypt(stored, { ...ctx, field: 'x' });
    } catch (err) {
      expect(String(err)).not.toContain('do-not-leak-me');
      expect(String(err)).not.toContain(stored);
    }
  });

  it('keeps decrypting old versions after a new key version is added', () => {
    const v1 = randomBytes(32);
    const old = new SecretBox(new Map([[1, v1]])).encrypt('rotated', ctx);
    const rotated = new SecretBox(
      new Map([
        [1, v1],
        [2, randomBytes(32)],
      ]),
    );
    expect(rotated.decrypt(old, ctx)).toBe('rotated');
    expect(rotated.encrypt('new', ctx)).toMatch(/^tw:v2:/);
  });
});

describe('maskSecret', () => {
  it('shows only the last 4 characters', () => {
    expect(maskSecret('sk_test_51Habcdefgh1234')).toBe('••••1234');
    expect(maskSecret('short')).toBe('••••');
    expect(maskSecret(null)).toBeNull();
  });
});

describe('master key', () => {
  it('derives from APP_SECRET_KEY and refuses a short one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tw-key-'));
    const a = loadMasterKey({ appSecretKey: 'x'.repeat(40), dataDir: dir });
    expect(a.origin).toBe('env');
    expect(a.key).toHaveLength(32);
    expect(() => loadMasterKey({ appSecretKey: 'short', dataDir: dir })).toThrow(/32 characters/);
  });

  it('generates an owner-only key file on first start and reuses it', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'tw-key-')), 'data');
    const first = loadMasterKey({ dataDir: dir });
    expect(first.origin).toBe('generated');
    const file = path.join(dir, KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    const second = loadMasterKey({ dataDir: dir });
    expect(second.origin).toBe('file');
    expect(second.key.equals(first.key)).toBe(true);
    chmodSync(file, 0o644);
    loadMasterKey({ dataDir: dir });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
