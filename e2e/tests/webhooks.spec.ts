import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * Issue 30: Settings → Integrations → Webhooks. The owner adds a webhook for a local receiver (the demo server
 * allows http and loopback targets for tests), copies the signing secret (shown once), a new client is POSTed to
 * the receiver signed as docs/user/integrations.md describes, the delivery log shows the receiver's answer, and
 * Redeliver sends the same event again.
 */
const T = 'tenant=default';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The documented check: HMAC-SHA256 of "<t>.<raw body>" with the secret, one of the v1 values. */
function signedBy(secret: string, { headers, body }: Received): boolean {
  const parts = String(headers['tradeworks-signature'])
    .split(',')
    .map((p) => p.split('=', 2));
  const t = parts.find(([k]) => k === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.some(([k, v]) => k === 'v1' && v === expected);
}

test('a webhook is added with its secret shown once, receives signed events, and redelivers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const received: Received[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/tradeworks`;
  try {
    await signIn(page, DEMO.owner);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/settings?tab=integrations');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    // Nothing chosen: the form says what is missing.
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByLabel('Description').fill('E2E receiver');
    await dialog.getByRole('checkbox', { name: /client\.created/ }).check();
    await screenshot(page, 'webhooks-add-light-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    const shown = page.getByRole('dialog', { name: 'Webhook added' });
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').filter({ hasText: url });
    await expect(row).toContainText('client.created');
    expect(await page.locator('main').innerText()).not.toContain(secret);

    // A new client: the outbox worker POSTs the event, signed with that secret.
    const created = await page.request.post(`/api/clients?${T}`, {
      data: {
        firstName: 'Webhook',
        lastName: `E2E ${Date.now().toString(36)}`,
        email: `webhook-${Date.now().toString(36)}@example.com`,
        phone: '(512) 555-0199',
        address: '1 Hook Street',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const client = (await created.json()) as { id: string };
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const event = JSON.parse(received[0]!.body) as {
      id: string;
      type: string;
      data: { object: { id: string } };
    };
    expect(event).toMatchObject({ type: 'client.created', data: { object: { id: client.id } } });
    expect(signedBy(secret, received[0]!)).toBe(true);

    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = row.getByRole('table', { name: `Deliveries to ${url}` });
    await expect(log.getByRole('row').filter({ hasText: 'client.created' }).first()).toContainText(
      'Delivered',
    );
    await expect(log).toContainText('HTTP 204');
    await inEveryLook(page, async (look) => {
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `webhooks-list-${look}`);
      expect(await seriousViolations(page), look).toEqual([]);
    });

    await log
      .getByRole('button', { name: /^Redeliver client\.created/ })
      .first()
      .click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('client.created queued again'),
    ).toBeVisible();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    expect(JSON.parse(received[1]!.body).id).toBe(event.id);
    expect(signedBy(secret, received[1]!)).toBe(true);

    await row.getByRole('button', { name: `Remove ${url}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove webhook?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(row).toHaveCount(0);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
