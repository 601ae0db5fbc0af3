import { e2eNow, expect, PHONE, signIn, test } from '../fixtures.ts';
import { failNext, OWNER, sidewaysOverflow, staffHeaders } from './notify-helpers.ts';

test.use({ viewport: PHONE });

const FAQ_FAILED = 'An error occured while getting FAQ data. Please try again.';

test.describe('help on a phone', () => {
  test('Help in the bottom navigation leads to the FAQ; its accordion and search work by keyboard', async ({
    page,
  }) => {
    await signIn(page, OWNER);
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/help\/faq$/);

    const search = page.getByRole('searchbox', { name: 'Search questions and answers' });
    const statements = page.getByRole('button', { name: /^Statements and payouts/ });
    await expect(statements).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.faq-category')).toHaveCount(5);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);

    // Tab from the search box to the first category; Enter opens it, Tab reaches its first question, Space opens that.
    await search.focus();
    await page.keyboard.press('Tab');
    await expect(statements).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(statements).toHaveAttribute('aria-expanded', 'true');
    const question = page.getByRole('button', { name: 'When is my monthly statement published?' });
    await page.keyboard.press('Tab');
    await expect(question).toBeFocused();
    const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(answer).toBeHidden();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toContainText('within the first ten days of the next month');
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await expect(statements).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(statements).toHaveAttribute('aria-expanded', 'false');

    // The search looks in answers too, without regard to case, and opens what matched.
    await search.focus();
    await page.keyboard.type('DIRHAMS');
    await expect(page.getByRole('status').filter({ hasText: 'matches your search' })).toHaveText(
      '1 question matches your search.',
    );
    await expect(page.getByRole('button', { name: 'Which currency are payouts made in?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByText(/usually UAE dirhams \(AED\)/)).toBeVisible();
    await expect(page.locator('.faq-category')).toHaveCount(1);

    await search.fill('helicopter');
    await expect(
      page.getByText('No questions match “helicopter”. Try other words, or write to support.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Write to support' }).click();
    await expect(page).toHaveURL(/\/help\/contact-support$/);
  });

  test('when the server fails, the FAQ says so in the spec’s words, and Retry loads it', async ({ page }) => {
    await signIn(page, OWNER);
    // Twice: a failed load is retried once before the screen gives up.
    await failNext(page.request, '/api/faq', 2);
    await page.goto('/help/faq');
    const alert = page.getByRole('alert').filter({ hasText: FAQ_FAILED });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: /^Statements and payouts/ })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a support message: required, kept through a reload, sent with a confirmation, then the page reloads after 10 s', async ({
    page,
  }) => {
    const text = `The pool light at Palm Villa 7 flickers (${Date.now()}).`;
    // Playwright's clock: the 10 seconds pass when the test says so.
    await page.clock.install({ time: e2eNow() });
    await signIn(page, OWNER);
    await page.goto('/help');
    await page.getByRole('link', { name: 'Mail for support' }).click();
    await expect(page).toHaveURL(/\/help\/contact-support$/);

    const subject = page.getByRole('combobox', { name: 'Subject' });
    const message = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send' });
    await expect(subject.locator('option')).toContainText(['General question', 'Technical issue', 'Palm Villa 7']);
    await send.click();
    await expect(page.getByText('Message field is required. Please enter a valid value.')).toBeVisible();
    await expect(message).toBeFocused();

    await subject.selectOption({ label: 'Palm Villa 7' });
    await message.fill(text);
    await page.reload();
    await expect(message).toHaveValue(text);
    await expect(subject.locator('option:checked')).toHaveText('Palm Villa 7');

    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message!' })).toHaveText(
      'Thank you for your message! We will get back to you shortly',
    );
    await expect(send).toBeDisabled();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    await page.evaluate(() => {
      (window as unknown as { __beforeReload: boolean }).__beforeReload = true;
    });
    await page.clock.runFor(9_400);
    expect(await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload)).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(700);
    await reloaded;
    // The reloaded page runs on the clock again (its lazy screens wait on timers).
    await page.clock.resume();
    expect(
      await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
    ).toBeUndefined();
    await expect(message).toHaveValue('');
    await expect(send).toBeEnabled();

    // Staff have it, about the property, from the owner.
    const response = await page.request.get('/api/staff/support-messages?handled=0', {
      headers: await staffHeaders(page.request),
    });
    const { messages } = (await response.json()) as {
      messages: { message: string; subject: string; ownerEmail: string }[];
    };
    expect(messages.find((entry) => entry.message === text)).toMatchObject({
      subject: 'Palm Villa 7',
      ownerEmail: OWNER,
    });
  });
});
