import { e2eNow, expect, PHONE, test, useLanguage } from '../fixtures.ts';

const TEXTS = {
  en: { email: 'E-mail', submit: 'Send reset link', sent: /we have sent a link/, inbox: /Please check your inbox/ },
  ar: {
    email: 'البريد الإلكتروني',
    submit: 'إرسال الرابط',
    sent: /فقد أرسلنا رابطًا/,
    inbox: /يرجى التحقق من بريدك/,
  },
} as const;

test.use({ viewport: PHONE });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a reset request shows its confirmation, then goes to /login after 3 seconds`, async ({ page }) => {
    const text = TEXTS[language];
    await useLanguage(page, language);
    // Playwright's clock: the 3 seconds pass when the test says so, not on the wall clock.
    await page.clock.install({ time: e2eNow() });
    await page.goto('/reset-password');
    await page.getByLabel(text.email).fill('  nobody-here@example.com ');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: text.sent })).toContainText('nobody-here@example.com');
    // From the confirmation on, no timer fires unless the test moves the clock (however slow the machine is).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);

    // Some real time may pass between the confirmation and the pause on a busy machine: allow half a second of it.
    await page.clock.runFor(2_400);
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.clock.runFor(600);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText(text.inbox);
  });
}
