import type { Env } from '../../env';

export type OidcEnv = Pick<
  Env,
  'OIDC_ISSUER_URL' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_ALLOW_INSECURE'
>;

/** OIDC sign-in is on when issuer, client id and client secret are all configured. */
export function isOidcConfigured(env: OidcEnv): boolean {
  return Boolean(env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET);
}
