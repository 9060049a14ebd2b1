import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { throttleWait, type ThrottleKey } from '../../platform/auth/sign-in-throttle';
import { RateLimitedError } from './auth.errors';
import { hasKnownSignInDevice, saveKnownSignInDevice } from './auth.repository';

/**
 * Sign-in limits that slow guessing without letting anyone lock the owner out (DESIGN: security finding 4).
 * - address + account: 5 free failures, then exponential backoff — one attacker on one account.
 * - address: 50 free failures — one attacker spraying many accounts.
 * - account: 20 free failures from anywhere — a distributed attack; it does NOT apply to a device or address
 *   the account has signed in from before, so the owner still gets in while strangers are slowed.
 * Keys use the e-mail as typed (normalised), so known and unknown e-mails behave and answer identically.
 */
export const SIGN_IN_FREE_FAILURES = { addressAndAccount: 5, address: 50, account: 20 } as const;

/** Random per-browser id set after a successful sign-in; only its hash is stored. */
export const DEVICE_COOKIE = 'tw_device';
const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export interface SignInClient {
  address: string;
  device?: string;
}

export function signInClientOf(req: FastifyRequest): SignInClient {
  const device = req.cookies[DEVICE_COOKIE];
  return { address: req.ip, device: device && device.length <= 100 ? device : undefined };
}

const knownValues = (client: SignInClient) =>
  [`a:${client.address}`, client.device && `d:${client.device}`].filter(Boolean).map((v) => hashToken(v!));

export function signInKeys(email: string, client: SignInClient, knownDevice: boolean): ThrottleKey[] {
  const keys: ThrottleKey[] = [
    { key: `login:pair:${client.address}:${email}`, free: SIGN_IN_FREE_FAILURES.addressAndAccount },
    { key: `login:address:${client.address}`, free: SIGN_IN_FREE_FAILURES.address },
  ];
  if (!knownDevice) keys.push({ key: `login:account:${email}`, free: SIGN_IN_FREE_FAILURES.account });
  return keys;
}

/** The keys a successful sign-in clears: this address's count for the account and the account's count. */
export const signInResetKeys = (email: string, client: SignInClient) => [
  `login:pair:${client.address}:${email}`,
  `login:account:${email}`,
];

export async function isKnownDevice(tx: Tx, userId: string | undefined, client: SignInClient) {
  if (!userId) return false;
  return hasKnownSignInDevice(tx, userId, knownValues(client));
}

/** Throws 429 (with the wait) when any key still imposes a wait. */
export async function assertNotThrottled(tx: Tx, keys: ThrottleKey[], what?: string): Promise<void> {
  const wait = await throttleWait(tx, keys);
  if (wait > 0) throw new RateLimitedError(wait, what);
}

/** After a successful sign-in: remember this device and address for the account; returns the device id. */
export async function rememberDevice(tx: Tx, userId: string, client: SignInClient): Promise<string> {
  const device = client.device ?? newToken();
  for (const valueHash of knownValues({ ...client, device })) {
    await saveKnownSignInDevice(tx, userId, valueHash);
  }
  return device;
}

export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, device: string): void {
  const setting = req.server.env.COOKIE_SECURE;
  reply.setCookie(DEVICE_COOKIE, device, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: setting === 'auto' ? req.protocol === 'https' : setting === 'true',
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}
