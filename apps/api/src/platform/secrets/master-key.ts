import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SecretBox } from './secret-box';

export const KEY_FILE_NAME = 'secret.key';

export interface MasterKeySource {
  /** APP_SECRET_KEY: any string of at least 32 characters (e.g. `openssl rand -base64 32`). */
  appSecretKey?: string;
  /** Where the generated key file lives when APP_SECRET_KEY is not set (the data directory). */
  dataDir: string;
}

/**
 * The master key: APP_SECRET_KEY when set, else `<dataDir>/secret.key`, generated on first start with
 * owner-only permissions (0600). Losing the key file means re-entering every stored integration key.
 */
export function loadMasterKey(source: MasterKeySource): {
  key: Buffer;
  origin: 'env' | 'file' | 'generated';
} {
  if (source.appSecretKey) {
    if (source.appSecretKey.length < 32) throw new Error('APP_SECRET_KEY must be at least 32 characters');
    return { key: SecretBox.deriveKey(source.appSecretKey), origin: 'env' };
  }
  const file = path.join(source.dataDir, KEY_FILE_NAME);
  if (existsSync(file)) return { key: readKeyFile(file), origin: 'file' };
  mkdirSync(source.dataDir, { recursive: true });
  const material = randomBytes(32).toString('base64');
  // Written whole under a private name, then linked into place: link never overwrites, so when several
  // processes start together exactly one key wins and the others read it — never a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${material}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { key: readKeyFile(file), origin: 'file' };
  } finally {
    unlinkSync(draft);
  }
  chmodSync(file, 0o600);
  return { key: SecretBox.deriveKey(material), origin: 'generated' };
}

function readKeyFile(file: string): Buffer {
  const mode = statSync(file).mode & 0o777;
  // Someone widened it: put it back to owner-only rather than refuse to start.
  if (mode & 0o077) chmodSync(file, 0o600);
  const material = readFileSync(file, 'utf8').trim();
  if (material.length < 32) throw new Error(`${file} is not a valid key file`);
  return SecretBox.deriveKey(material);
}
