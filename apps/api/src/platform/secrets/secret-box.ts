import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (integration keys, SMTP password, SMS key): AES-256-GCM with a fresh 96-bit IV per value,
 * the associated data binding the value to its tenant and field (a ciphertext copied into another tenant's
 * row, or into another field, fails to decrypt), and a key-version prefix so the master key can be rotated:
 *
 *   tw:v<version>:<base64url(iv ‖ tag ‖ ciphertext)>
 */
export interface SecretContext {
  tenantId: string;
  /** Where the value lives, e.g. "integration.stripe.apiKey" or "communications.smtpPassword". */
  field: string;
}

export class SecretDecryptError extends Error {
  constructor(reason: string) {
    // Never carries the value or the key: this text can reach logs.
    super(`Stored secret cannot be decrypted (${reason})`);
    this.name = 'SecretDecryptError';
  }
}

const PREFIX = /^tw:v(\d+):([A-Za-z0-9_-]+)$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Master keys by version; new values are encrypted with the highest version. */
export class SecretBox {
  private readonly current: number;

  constructor(private readonly keys: ReadonlyMap<number, Buffer>) {
    if (keys.size === 0) throw new Error('SecretBox needs at least one key');
    for (const key of keys.values()) if (key.length !== 32) throw new Error('Secret keys are 32 bytes');
    this.current = Math.max(...keys.keys());
  }

  /** One 32-byte key from any master secret (a passphrase or random bytes), through HKDF-SHA256. */
  static deriveKey(master: string | Buffer): Buffer {
    return Buffer.from(hkdfSync('sha256', master, 'tradeworks', 'tradeworks secrets at rest v1', 32));
  }

  encrypt(plain: string, context: SecretContext): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.current)!, iv);
    cipher.setAAD(associatedData(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    return `tw:v${this.current}:${packed}`;
  }

  decrypt(stored: string, context: SecretContext): string {
    const match = PREFIX.exec(stored);
    if (!match) throw new SecretDecryptError('not an encrypted value');
    const key = this.keys.get(Number(match[1]));
    if (!key) throw new SecretDecryptError(`unknown key version ${match[1]}`);
    const packed = Buffer.from(match[2], 'base64url');
    if (packed.length < IV_BYTES + TAG_BYTES) throw new SecretDecryptError('truncated');
    const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(context));
    decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretDecryptError('wrong key, tenant or field');
    }
  }
}

export const isEncrypted = (value: string): boolean => PREFIX.test(value);

function associatedData({ tenantId, field }: SecretContext): Buffer {
  return Buffer.from(`tradeworks\0${tenantId}\0${field}`, 'utf8');
}

/** What API responses show of a secret: its last 4 characters, and nothing of a short one. */
export function maskSecret(plain: string | null | undefined): string | null {
  if (!plain) return null;
  return plain.length >= 8 ? `••••${plain.slice(-4)}` : '••••';
}
