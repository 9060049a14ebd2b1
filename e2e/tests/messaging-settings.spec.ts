import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * Settings → Messaging as the office: the automations that run (confirmation, reminders, on my way, job
 * completed, quote and invoice follow-ups, review request) each with a switch saved at once, a template whose
 * preview follows the typing, a refused unknown variable, offsets and the log; the review rules card. The
 * demo's settings are put back at the end (other specs rely on on-my-way texts).
 */
const T = 'tenant=default';

test('messaging settings: switches, template preview and log', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  const saved = (await (await page.request.get(`/api/admin/messaging?${T}`)).json()) as {
    reviewTrigger: string;
    reviewUrl: string | null;
    automations: Record<string, { enabled: boolean; template: string; offsets: number[] }>;
  };
  try {
    await page.goto('/settings?tab=messaging');
    for (const title of [
      'Appointment confirmation',
      'Appointment reminders',
      'On my way',
      'Job completed',
      'Quote follow-ups',
      'Invoice follow-ups',
      'Review request',
    ])
      await expect(page.getByLabel(title, { exact: true })).toBeVisible();

    // The review rules: a bad address is refused with the contract's message; the trigger is saved.
    const reviewCard = page.locator('form').filter({ has: page.getByLabel('Review URL', { exact: true }) });
    await reviewCard.getByLabel('Review URL', { exact: true }).fill('not a web address');
    await reviewCard.getByRole('button', { name: 'Save' }).click();
    await expect(reviewCard.getByText('Review URL must be a web address (https://…)')).toBeVisible();
    await reviewCard.getByLabel('Review URL', { exact: true }).fill('https://g.page/r/comfort-pro/review');
    await reviewCard.getByLabel('Send after', { exact: true }).click();
    await page.getByRole('option', { name: 'After the job’s invoice is paid' }).click();
    await reviewCard.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Review rules saved', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const now = (await (await page.request.get(`/api/admin/messaging?${T}`)).json()) as typeof saved;
        return [now.reviewTrigger, now.reviewUrl];
      })
      .toEqual(['paid', 'https://g.page/r/comfort-pro/review']);

    // Quote follow-ups: offsets in days after sending, saved in order.
    const quoteCard = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: '{quote_number}' }) });
    await expect(quoteCard.getByText('Send at (days after the quote was sent)')).toBeVisible();
    await quoteCard.getByLabel('Offset 3 (days)').fill('12');
    await quoteCard.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Quote follow-ups saved', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const now = (await (await page.request.get(`/api/admin/messaging?${T}`)).json()) as typeof saved;
        return now.automations.quote_follow_up!.offsets;
      })
      .toEqual([2, 5, 12]);
    await quoteCard.getByLabel('Offset 3 (days)').fill('1');
    await quoteCard.getByRole('button', { name: 'Save' }).click();
    // Sorted on save: the screen shows them in order.
    await expect(quoteCard.getByLabel('Offset 1 (days)')).toHaveValue('1');

    const card = page.locator('form').filter({ has: page.getByRole('button', { name: '{tracking_link}' }) });
    const onMyWay = page.getByLabel('On my way', { exact: true });
    await onMyWay.click();
    await expect(page.getByText('On my way switched off', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const now = (await (await page.request.get(`/api/admin/messaging?${T}`)).json()) as typeof saved;
        return now.automations.on_my_way!.enabled;
      })
      .toBe(!saved.automations.on_my_way!.enabled);

    const template = card.getByLabel('Template');
    await template.fill('{technician_first_name} is coming at {eta}: {tracking_link}');
    await expect(
      card.getByText('Sam is coming at 10:15 AM: https://app.example.com/track/7Qm…'),
    ).toBeVisible();
    await template.fill('{technician_first_name} brings {pizza}');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Unknown variable {pizza}')).toBeVisible();
    await template.fill(
      'Hi {client_first_name}, {technician_first_name} is on the way ({eta}): {tracking_link}',
    );
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('On my way saved', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Show log' }).click();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await inEveryLook(page, async (look) => {
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `messaging-settings-${look}`);
      await quoteCard.scrollIntoViewIfNeeded();
      await screenshot(page, `messaging-settings-follow-ups-${look}`);
      await reviewCard.scrollIntoViewIfNeeded();
      await screenshot(page, `messaging-settings-reviews-${look}`);
      expect(await seriousViolations(page), look).toEqual([]);
    });
  } finally {
    const put = await page.request.patch(`/api/admin/messaging?${T}`, {
      data: {
        reviewTrigger: saved.reviewTrigger,
        reviewUrl: saved.reviewUrl,
        automations: {
          on_my_way: {
            enabled: saved.automations.on_my_way!.enabled,
            template: saved.automations.on_my_way!.template,
          },
          quote_follow_up: { offsets: saved.automations.quote_follow_up!.offsets },
        },
      },
    });
    expect(put.ok(), await put.text()).toBe(true);
  }
});
