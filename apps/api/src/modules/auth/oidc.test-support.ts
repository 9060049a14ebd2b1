import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const TEST_CLIENT_ID = 'tradeworks-test';
export const TEST_CLIENT_SECRET = 'tradeworks-test-secret-that-is-long-enough';

export type TestAccounts = Record<string, Record<string, unknown>>;

export interface TestProvider {
  issuer: string;
  /** Builds the provider once the relying party's callback URL is known. */
  configure(options: { redirectUri: string; accounts: TestAccounts }): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider, dev interactions) on an http loopback port. The port is bound first
 * so the issuer URL is known before the relying party is built.
 */
export async function startTestProvider(): Promise<TestProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server: Server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    configure({ redirectUri, accounts }) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: TEST_CLIENT_ID,
            client_secret: TEST_CLIENT_SECRET,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            // openid-client sends the secret in the body when given one in discovery().
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        pkce: { required: () => true },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'family_name', 'picture'],
        },
        cookies: { keys: ['oidc-test-cookie-key'] },
        findAccount: (_ctx, id) =>
          accounts[id] ? { accountId: id, claims: () => ({ sub: id, ...accounts[id] }) } : undefined,
      });
      handler = provider.callback();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser stand-in: one cookie jar per origin, redirects followed by hand across both servers. */
export class TestBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  cookie(url: URL | string, name: string): string | undefined {
    return this.jar(new URL(url)).get(name);
  }

  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const jar = this.jar(url);
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) ||
          (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()),
      );
      if (expired || !value) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /**
   * Follows redirects from `start` until `done(url)`, signing in at the provider's dev login page as
   * `account` and accepting its consent page on the way.
   */
  async navigate(start: URL, options: { account: string; done: (url: URL) => boolean }): Promise<URL> {
    let url = start;
    let form: Record<string, string> | undefined;
    for (let hop = 0; hop < 20; hop++) {
      if (!form && options.done(url)) return url;
      const res = await this.request(url, form ? { method: 'POST', form } : {});
      form = undefined;
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        url = new URL(location, url);
        continue;
      }
      const html = await res.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (res.status !== 200 || !action || (prompt !== 'login' && prompt !== 'consent')) {
        throw new Error(`Unexpected ${res.status} at ${url}: ${html.slice(0, 300)}`);
      }
      url = new URL(action.replace(/&amp;/g, '&'), url);
      form = prompt === 'login' ? { prompt, login: options.account, password: 'any' } : { prompt };
    }
    throw new Error('Too many redirects');
  }

  private jar(url: URL): Map<string, string> {
    let jar = this.jars.get(url.origin);
    if (!jar) this.jars.set(url.origin, (jar = new Map()));
    return jar;
  }
}
