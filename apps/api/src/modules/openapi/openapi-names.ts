import type { RegisteredRoute } from '../../http/route';

const pascal = (word: string) =>
  word
    .split(/[-_.]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * A stable operationId from method and path: `listClients`, `getClientsById`, `createQuotes`,
 * `updateInvoicesById`, `deleteClientsById`, `postQuotesByIdSendEmail` — unique across the document.
 */
export function operationIdOf(route: RegisteredRoute, used: Set<string>): string {
  const segments = route.url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const hasTrailingParam = segments.at(-1)?.startsWith(':') ?? false;
  const name = segments.map((s) => (s.startsWith(':') ? `By${pascal(s.slice(1))}` : pascal(s))).join('');
  const isAction = !hasTrailingParam && segments.length > 1 && segments.at(-2)?.startsWith(':');
  const verb =
    route.method === 'GET'
      ? hasTrailingParam
        ? 'get'
        : 'list'
      : route.method === 'POST'
        ? isAction || hasTrailingParam
          ? 'post'
          : 'create'
        : route.method === 'DELETE'
          ? 'delete'
          : 'update';
  let id = `${verb}${name || 'Root'}`;
  for (let n = 2; used.has(id); n++) id = `${verb}${name}${n}`;
  used.add(id);
  return id;
}

/** The area a route belongs to when it names no tag: the first path segment after /api. */
export function tagOf(url: string): string {
  return url.replace(/^\/api\/?/, '').split('/')[0] || 'platform';
}

export const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-in, sign-out, invitations and the current user.',
  setup: 'First-run set-up of the first super admin and organization.',
  platform: 'Health and the API description.',
  me: 'The signed-in user’s personal settings.',
  dashboard: 'Summary figures, activity and alerts of the active organization.',
  clients: 'Clients, their contact log and service history.',
  payments: 'Payments, refunds and saved payment methods.',
  places: 'Address suggestions and details for address fields.',
  emails: 'The e-mail outbox: delivery status of sent mail.',
  services: 'The services catalogue.',
  inventory: 'Parts inventory and its stock ledger.',
  'purchase-orders': 'Purchase orders to suppliers and their receiving.',
  quotes: 'Quotes: lifecycle, PDFs, e-mail and conversion to invoices.',
  invoices: 'Invoices: lifecycle, PDFs and e-mail.',
  'super-admin': 'The platform operators’ console: tenants, users and memberships.',
  admin: 'Organization administration.',
};
