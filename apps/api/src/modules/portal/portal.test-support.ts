import { and, desc, eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import { withCredential } from '../../platform/mail/outbox-credentials';
import { StripeStandIn } from '../../test/stripe-stand-in';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { documentBody, seedSalesFixture, type SalesFixture } from '../sales-documents/sales.test-support';
import { clientBody } from '../clients/clients.test-support';

/** Test support (not a test file): two tenants with portals on, clients, and signing a client into the portal. */

export interface PortalTenantWorld {
  tenant: TestTenant;
  owner: TestUser;
  f: SalesFixture;
  /** A second client of the same tenant (its records must stay out of the first client's portal). */
  otherClientId: string;
}

export interface PortalWorld {
  t: TestContext;
  stripe: StripeStandIn;
  acme: PortalTenantWorld;
  globex: PortalTenantWorld;
}

async function portalTenant(t: TestContext, name: string, prefix: string): Promise<PortalTenantWorld> {
  const tenant = await t.tenant({ name });
  const owner = await t.user({ tenant, role: 'owner' });
  const f = await seedSalesFixture(t, tenant, prefix);
  const res = await t.request(owner, 'POST', '/api/admin/customer-portal', {
    tenant,
    body: { isEnabled: true, portalTitle: `${prefix} Client Hub`, primaryColor: '#0f766e' },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`portal settings: ${res.body}`);
  const other = await t.request(owner, 'POST', '/api/clients', {
    tenant,
    body: clientBody({
      firstName: 'Other',
      lastName: `${prefix} Client`,
      email: `other-${prefix.toLowerCase()}@example.com`,
    }),
  });
  if (other.statusCode !== 201) throw new Error(`client: ${other.body}`);
  const otherClientId = other.json().id as string;
  await t.db.platform((tx) =>
    tx.execute(
      sql`update clients set stripe_customer_id = ${`cus_${prefix}_other`} where id = ${otherClientId}`,
    ),
  );
  return { tenant, owner, f, otherClientId };
}

export async function createPortalWorld(): Promise<PortalWorld> {
  const stripe = await StripeStandIn.start();
  const t = await TestContext.create({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    },
  });
  return {
    t,
    stripe,
    acme: await portalTenant(t, 'Acme Heating', 'Acme'),
    globex: await portalTenant(t, 'Globex Cooling', 'Globex'),
  };
}

export async function closePortalWorld(w: PortalWorld): Promise<void> {
  await w.t.close();
  await w.stripe.close();
}

/** The newest e-mail to `to` in the tenant's outbox. */
export async function latestEmailTo(t: TestContext, tenant: TestTenant, to: string) {
  const [row] = await t.db.platform((tx) =>
    tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.tenantId, tenant.id), eq(emailOutbox.toAddress, to)))
      .orderBy(desc(emailOutbox.createdAt), desc(sql`ctid`))
      .limit(1),
  );
  return row;
}

/** The token in a portal link of an e-mail body (…/open#token=…). */
export function tokenIn(text: string): string {
  const match = text.match(/\/portal\/[^/\s]+\/open#token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no portal link in: ${text.slice(0, 300)}`);
  return match[1];
}

/**
 * An outbox message's text as the worker hands it over: its portal link's token made at that moment (the
 * stored text has it redacted, outbox-credentials.ts).
 */
export async function deliveredText(t: TestContext, mail: typeof emailOutbox.$inferSelect): Promise<string> {
  if (!mail.credential) return mail.textBody;
  const delivered = await withCredential(t.db, {
    tenantId: mail.tenantId,
    text: mail.textBody,
    html: mail.htmlBody,
    credential: mail.credential,
  });
  if (!delivered) throw new Error('the portal link was revoked');
  return delivered.text;
}

/** The owner sends a portal link to a client; returns the token of the link as delivered. */
export async function sendLink(t: TestContext, w: PortalTenantWorld, clientId: string, email: string) {
  const res = await t.request(w.owner, 'POST', `/api/clients/${clientId}/portal-link`, { tenant: w.tenant });
  if (res.statusCode !== 200) throw new Error(`portal link: ${res.statusCode} ${res.body}`);
  return tokenIn(await deliveredText(t, await latestEmailTo(t, w.tenant, email)));
}

/** Opens a portal session from a token; returns the cookie header value. */
export async function openSession(t: TestContext, slug: string, token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/portal/${slug}/session`,
    payload: { token },
  });
  if (res.statusCode !== 201) throw new Error(`open: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'tw_portal')!;
  return `tw_portal=${cookie.value}`;
}

export async function signIn(
  t: TestContext,
  w: PortalTenantWorld,
  clientId = w.f.clientId,
  email = 'pat@example.com',
) {
  return openSession(t, w.tenant.slug, await sendLink(t, w, clientId, email));
}

export function portalRequest(
  t: TestContext,
  cookie: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

/** A quote or invoice of `clientId`, created and sent by the owner. */
export async function sentDocument(
  t: TestContext,
  w: PortalTenantWorld,
  kind: 'quotes' | 'invoices',
  clientId = w.f.clientId,
): Promise<string> {
  const created = await t.request(w.owner, 'POST', `/api/${kind}`, {
    tenant: w.tenant,
    body: documentBody(w.f, {
      clientId,
      ...(kind === 'invoices'
        ? { dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) }
        : {}),
    }),
  });
  if (created.statusCode !== 201) throw new Error(`create ${kind}: ${created.body}`);
  const id = created.json().id as string;
  const sent = await t.request(w.owner, 'POST', `/api/${kind}/${id}/send-email`, { tenant: w.tenant });
  if (sent.statusCode !== 200) throw new Error(`send ${kind}: ${sent.statusCode} ${sent.body}`);
  return id;
}
