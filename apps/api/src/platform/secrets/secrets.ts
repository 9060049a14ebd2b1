import { SecretBox, maskSecret, type SecretContext } from './secret-box';
import { loadMasterKey, type MasterKeySource } from './master-key';

/** The process's secret box, set once at start-up (main, demo, test context). */
let box: SecretBox | null = null;

export function configureSecrets(source: MasterKeySource): 'env' | 'file' | 'generated' {
  const { key, origin } = loadMasterKey(source);
  box = new SecretBox(new Map([[1, key]]));
  return origin;
}

/** For tests: a box from raw key material. */
export function configureSecretsWithKey(key: Buffer): void {
  box = new SecretBox(new Map([[1, key]]));
}

export const secretsConfigured = (): boolean => box !== null;

function requireBox(): SecretBox {
  if (!box) throw new Error('Secrets are not configured (configureSecrets at start-up)');
  return box;
}

/** null and '' stay null: nothing stored. */
export function encryptSecret(plain: string | null | undefined, context: SecretContext): string | null {
  return plain ? requireBox().encrypt(plain, context) : null;
}

export function decryptSecret(stored: string | null | undefined, context: SecretContext): string | null {
  return stored ? requireBox().decrypt(stored, context) : null;
}

/** The masked form of a stored value for API responses; an undecryptable value shows as set but unreadable. */
export function maskStoredSecret(stored: string | null | undefined, context: SecretContext): string | null {
  if (!stored) return null;
  try {
    return maskSecret(decryptSecret(stored, context));
  } catch {
    return '••••';
  }
}

export type { SecretContext };
