import * as client from 'openid-client';
import { isOidcConfigured, type OidcEnv } from './oidc-config';

export const OIDC_SCOPE = 'openid email profile';

/** What must come back unchanged from the provider: kept in the login-state cookie between the two legs. */
export interface OidcChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** The identity claims Tradeworks uses, normalised from the ID token (and userinfo when needed). */
export interface OidcClaims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

let cached: { key: string; config: Promise<client.Configuration> } | null = null;

/** Discovers the issuer once per configuration; a failed discovery is retried on the next sign-in. */
export function getOidcConfiguration(env: OidcEnv): Promise<client.Configuration> {
  if (!isOidcConfigured(env)) return Promise.reject(new Error('OIDC sign-in is not configured'));
  const issuer = env.OIDC_ISSUER_URL!;
  const clientId = env.OIDC_CLIENT_ID!;
  const clientSecret = env.OIDC_CLIENT_SECRET!;
  const insecure = env.OIDC_ALLOW_INSECURE === 'true';
  const key = JSON.stringify([issuer, clientId, clientSecret, insecure]);
  if (cached?.key !== key) {
    // Plain http is for tests against a provider on loopback only (OIDC_ALLOW_INSECURE).
    const options = insecure ? { execute: [client.allowInsecureRequests] } : undefined;
    const config = client.discovery(new URL(issuer), clientId, clientSecret, undefined, options);
    const entry = { key, config };
    config.catch(() => {
      if (cached === entry) cached = null;
    });
    cached = entry;
  }
  return cached.config;
}

/** The provider's authorization URL (code flow, PKCE S256, state and nonce) and the checks to keep. */
export async function startOidcLogin(options: {
  env: OidcEnv;
  redirectUri: string;
}): Promise<{ url: URL; checks: OidcChecks }> {
  const config = await getOidcConfiguration(options.env);
  const codeVerifier = client.randomPKCECodeVerifier();
  const checks: OidcChecks = { codeVerifier, state: client.randomState(), nonce: client.randomNonce() };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: OIDC_SCOPE,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
  });
  return { url, checks };
}

/**
 * Exchanges the code from the callback URL, checking state, PKCE verifier and nonce.
 * Throws on any mismatch or provider error.
 */
export async function completeOidcLogin(options: {
  env: OidcEnv;
  currentUrl: URL;
  checks: OidcChecks;
}): Promise<{ issuer: string; claims: OidcClaims }> {
  const config = await getOidcConfiguration(options.env);
  const tokens = await client.authorizationCodeGrant(config, options.currentUrl, {
    pkceCodeVerifier: options.checks.codeVerifier,
    expectedState: options.checks.state,
    expectedNonce: options.checks.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('The provider returned no ID token');
  // Providers following OIDC Core 5.4 strictly put e-mail and profile claims in userinfo, not the ID token.
  const userInfo = idClaims.email
    ? {}
    : await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
  return { issuer: config.serverMetadata().issuer, claims: normaliseClaims({ ...userInfo, ...idClaims }) };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function normaliseClaims(raw: Record<string, unknown>): OidcClaims {
  return {
    sub: String(raw.sub),
    email: text(raw.email),
    // Some providers (e.g. Cognito) send the boolean as a string.
    emailVerified: raw.email_verified === true || raw.email_verified === 'true',
    givenName: text(raw.given_name),
    familyName: text(raw.family_name),
    picture: text(raw.picture),
  };
}
