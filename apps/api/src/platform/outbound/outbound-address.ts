import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Env } from '../../env';

/**
 * The outbound-address rule (DESIGN.md §9): every address the server connects to on a tenant's behalf — its
 * SMTP host today, webhook and logo URLs and whatever comes later — is resolved, and refused when any address
 * it resolves to is loopback, link-local, private, unspecified or otherwise not a public unicast address. So
 * a tenant admin cannot make the server reach 127.0.0.1, the cloud metadata service (169.254.169.254) or the
 * private network it runs in, however the address is written (a decimal or hex IP, a name that resolves
 * there, an IPv4-mapped IPv6 address). Checked when the setting is saved and again at connect time, and the
 * connection then goes to the address that was checked (a name that resolves elsewhere a second later does
 * not matter). OUTBOUND_ALLOW_PRIVATE=true turns the rule off (tests, servers on a private network).
 * Server-wide settings from the environment (SMTP_URL …) are the operator's and are not filtered.
 */

const RANGES: Array<[string, number, 'ipv4' | 'ipv6', string]> = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'private'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.0.2.0', 24, 'ipv4', 'reserved'], // documentation
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'ipv4', 'reserved'],
  ['203.0.113.0', 24, 'ipv4', 'reserved'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'], // and 255.255.255.255
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['64:ff9b::', 96, 'ipv6', 'reserved'], // NAT64: an IPv4 address in disguise
  ['100::', 64, 'ipv6', 'reserved'],
  ['2001:db8::', 32, 'ipv6', 'reserved'],
  ['fc00::', 7, 'ipv6', 'private'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'private'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6', 'multicast'],
];
const RULES = RANGES.map(([network, prefix, family, kind]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, kind };
});

/**
 * Why an IP address is not a public one ('loopback', 'private' …), or null when it is. An IPv4-mapped IPv6
 * address (::ffff:127.0.0.1) is matched against the IPv4 ranges too (BlockList does that).
 */
export function refusedRange(address: string): string | null {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return RULES.find((rule) => rule.list.check(address, family))?.kind ?? null;
}

/** A host or URL a tenant set that the rule refuses. Its message is safe to show to the tenant. */
export class OutboundAddressRefused extends Error {
  constructor(readonly host: string) {
    super(OUTBOUND_REFUSED_MESSAGE);
    this.name = 'OutboundAddressRefused';
  }
}

export const OUTBOUND_REFUSED_MESSAGE =
  'This address is on a private or local network, which the server does not connect to on your behalf';

/**
 * The app's validated Env, handed over once by buildApp (the object itself, so a test that changes
 * `t.app.env.OUTBOUND_ALLOW_PRIVATE` is seen).
 */
let appEnv: Pick<Env, 'OUTBOUND_ALLOW_PRIVATE'> = { OUTBOUND_ALLOW_PRIVATE: 'false' };

export function configureOutbound(env: Pick<Env, 'OUTBOUND_ALLOW_PRIVATE'>): void {
  appEnv = env;
}

/**
 * The address to connect to for `host` (a name or an IP literal in any notation): the first it resolves to,
 * when none of them is refused. Throws OutboundAddressRefused, or the resolver's error (ENOTFOUND …).
 */
export async function resolveOutboundHost(host: string): Promise<string> {
  const name = host.trim().replace(/^\[(.*)\]$/, '$1');
  const addresses = await lookup(name, { all: true, verbatim: true });
  if (appEnv.OUTBOUND_ALLOW_PRIVATE !== 'true' && addresses.some((a) => refusedRange(a.address) !== null)) {
    throw new OutboundAddressRefused(host);
  }
  return addresses[0].address;
}

/**
 * At save time: whether `host` resolves to an address the rule refuses. A name that does not resolve (yet, or
 * not from here) is not refused: the connect-time check decides when it is used.
 */
export async function isRefusedOutboundHost(host: string): Promise<boolean> {
  try {
    await resolveOutboundHost(host);
    return false;
  } catch (err) {
    return err instanceof OutboundAddressRefused;
  }
}

/** The same for a URL (a webhook, a logo): its host. */
export const isRefusedOutboundUrl = (url: string): Promise<boolean> =>
  isRefusedOutboundHost(new URL(url).hostname);
