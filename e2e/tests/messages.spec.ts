import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/*
 * Issue 28, the two-way inbox: the office opens the conversation with an unread reply (read on opening),
 * answers from the app and sees the text in the thread with its delivery state (captured: the demo has no
 * Twilio account), assigns it to a team member; the client page's "Text" action opens the same thread.
 */

const stamp = Date.now().toString(36);

test('the office reads a reply, answers from the app and assigns the conversation', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page.getByRole('link', { name: /Messages/ }).first()).toBeVisible();
  await expect(page.getByLabel(/unread texts$/).first()).toBeVisible();
  await page
    .getByRole('link', { name: /Messages/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

  const conversations = page.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByRole('link')).not.toHaveCount(0);
  // The demo's newest reply is unread; Unread shows only that conversation.
  await page.getByRole('tab', { name: 'Unread' }).click();
  const unread = conversations.getByRole('link').filter({ has: page.getByLabel('1 unread') });
  await expect(unread).toHaveCount(1);
  await screenshot(page, 'messages-unread-light-1280');
  await unread.click();
  const thread = page.getByRole('list', { name: 'Texts' });
  await expect(thread.getByText('Thanks! Can they call when they are 15 minutes out?')).toBeVisible();
  const photo = thread.getByRole('img', { name: 'Photo sent by the client' });
  await expect(photo).toBeVisible();
  // The MMS photo loads through the API (the tenant in its query: an <img> sends no headers).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  // Opening it read the reply: the unread filter empties, the sidebar count goes.
  await expect(page.getByText('No conversations match.')).toBeVisible();
  await expect(page.getByLabel(/unread texts$/)).toHaveCount(0);
  await expect(page.getByText('Consent not recorded')).toBeVisible();

  const reply = `Yes, they will call ahead ${stamp}`;
  await page.getByRole('textbox', { name: /^Text to / }).fill(reply);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Text to / })).toHaveValue('');
  const sent = thread.getByRole('listitem').filter({ hasText: reply });
  await expect(sent).toBeVisible();
  await expect(sent.getByText(/^(Queued|Captured)$/)).toBeVisible();
  // Without a provider the worker keeps it as captured, and the screen says why.
  await expect(sent.getByText('Captured', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/no Twilio account is set up/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option').nth(1).click();
  await expect(page.getByText(/^Assigned to /).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Mine' }).click();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(conversations.getByRole('link').first()).toContainText(reply);

  await inEveryLook(page, async (suffix) => {
    await expect(thread.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
    await screenshot(page, `messages-thread-${suffix}`);
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(conversations).toBeVisible();
  await screenshot(page, 'messages-list-light-375');
});

test('the client page’s Text action opens the conversation', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const res = await page.request.get('/api/messages/threads?tenant=default&limit=1');
  const [first] = (await res.json()) as Array<{ clientId: string; clientName: string }>;
  await page.goto(`/clients/${first!.clientId}`);
  await page.getByRole('link', { name: 'Text', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${first!.clientId}$`));
  await expect(page.getByRole('heading', { name: first!.clientName, level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Text to ${first!.clientName}` })).toBeVisible();
});
