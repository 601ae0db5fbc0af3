import { expect, PHONE, signIn, test, useLanguage } from '../fixtures.ts';

/** The calendar screen makes a private webcal:// link, shows it once, remakes it and turns it off. */
const TEXTS = {
  en: {
    create: 'Create subscription link',
    link: 'Your private calendar link',
    copy: 'Copy link',
    copied: 'The link has been copied.',
    open: 'Open in my calendar app',
    existing: /A subscription link was made on .+\. For your security it is not shown again\./,
    regenerate: 'Make a new link',
    confirm: 'Yes, make a new link',
    turnOff: 'Turn off',
    turnedOff: 'The subscription link has been turned off.',
    // In the owner's saved language, which other journeys change: only the shape is the same in all three.
    summary: /SUMMARY:\S+ · [A-Z]{2}\d+-\d+ · /,
  },
  ar: {
    create: 'إنشاء رابط الاشتراك',
    link: 'رابط التقويم الخاص بك',
    copy: 'نسخ الرابط',
    copied: 'تم نسخ الرابط.',
    open: 'فتح في تطبيق التقويم',
    existing: /تم إنشاء رابط اشتراك في .+\. حفاظًا على أمانك لا يُعرض مرة أخرى\./,
    regenerate: 'إنشاء رابط جديد',
    confirm: 'نعم، أنشئ رابطًا جديدًا',
    turnOff: 'إيقاف',
    turnedOff: 'تم إيقاف رابط الاشتراك.',
    summary: /SUMMARY:\S+ · [A-Z]{2}\d+-\d+ · /,
  },
} as const;

test.use({ viewport: PHONE });

for (const [language, nickname] of [
  ['en', 'JBR Loft 310'],
  ['ar', 'Palm Villa 7'],
] as const) {
  test(`${language}: a subscription link is shown once with a copy button, serves the stays, and a new one revokes it`, async ({
    page,
    context,
  }) => {
    const text = TEXTS[language];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useLanguage(page, language);
    await signIn(page, 'owner@example.com');
    await page.locator('.property-card').filter({ hasText: nickname }).getByRole('link').click();
    const card = page.locator('.calendar-subscription');
    await card.getByRole('button', { name: text.create }).click();

    const field = card.getByLabel(text.link);
    const webcal = await field.inputValue();
    expect(webcal).toMatch(/^webcal:\/\/localhost:\d+\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(card.getByRole('link', { name: text.open })).toHaveAttribute('href', webcal);
    await card.getByRole('button', { name: text.copy }).click();
    await expect(card.getByRole('status')).toHaveText(text.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webcal);

    const https = webcal.replace('webcal:', 'http:');
    const feed = await page.request.get(https);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = await feed.text();
    expect(body).toContain(`X-WR-CALNAME:${nickname}`);
    expect(body).toMatch(text.summary);

    // Shown once: after a reload the owner can only make a new link or turn it off.
    await page.reload();
    await expect(card.getByText(text.existing)).toBeVisible();
    await expect(card.getByLabel(text.link)).toHaveCount(0);
    await card.getByRole('button', { name: text.regenerate }).click();
    await card.getByRole('button', { name: text.confirm }).click();
    const renewed = await card.getByLabel(text.link).inputValue();
    expect(renewed).not.toBe(webcal);
    expect((await page.request.get(https)).status()).toBe(404);
    expect((await page.request.get(renewed.replace('webcal:', 'http:'))).status()).toBe(200);

    await card.getByRole('button', { name: text.turnOff }).click();
    await expect(card.getByText(text.turnedOff)).toBeVisible();
    expect((await page.request.get(renewed.replace('webcal:', 'http:'))).status()).toBe(404);
    await expect(card.getByRole('button', { name: text.create })).toBeVisible();
  });
}
