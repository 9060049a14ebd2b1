/** OIDC sign-in is on when issuer, client id and client secret are all configured. */
export function isOidcConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET);
}
