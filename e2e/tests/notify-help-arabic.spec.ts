import { expect, PHONE, signIn, test, useLanguage } from '../fixtures.ts';
import { OWNER, sidewaysOverflow, unreadCount } from './notify-helpers.ts';

test.use({ viewport: PHONE });

test('in Arabic on a phone: the bell and a notification, the FAQ by keyboard and search, a support message', async ({
  page,
}) => {
  await useLanguage(page, 'ar');
  const before = await unreadCount(page.request);
  await signIn(page, OWNER);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The bell: its count, its name in Arabic; right to left the badge sits on the bell's inline end (its left).
  const bell = page.getByRole('button', { name: /^الإشعارات/ });
  const badge = bell.locator('.notification-bell__badge');
  await expect(badge).toHaveText(String(before));
  const [bellBox, badgeBox] = [await bell.boundingBox(), await badge.boundingBox()];
  expect(bellBox && badgeBox && badgeBox.x + badgeBox.width / 2 < bellBox.x + bellBox.width / 2).toBe(true);

  await bell.click();
  const list = page.getByRole('dialog', { name: 'الإشعارات' });
  const furniture = list.getByRole('button', { name: /تم تركيب الأثاث الجديد/ });
  await expect(furniture).toContainText('جديد');
  await expect(furniture).toContainText(/^.*وصل في/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
  await furniture.click();
  const detail = page.getByRole('dialog', { name: 'تم تركيب الأثاث الجديد' });
  await expect(detail.getByText('الأريكة وطاولة الطعام الجديدتان في Palm Villa 7 أصبحتا في مكانهما.')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Palm Villa 7' })).toHaveAttribute(
    'href',
    /^\/settings\/summary\/\d+$/,
  );
  await expect(badge).toHaveText(String(before - 1));
  await detail.getByRole('button', { name: 'العودة إلى الإشعارات' }).click();
  await list.getByRole('button', { name: /أكمل استبيان العقار/ }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'إكمال الاستبيان' })).toHaveAttribute(
    'href',
    /^\/settings\/(initialize|property-survey\/\d+)$/,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'إغلاق' }).click();

  // The FAQ through the bottom navigation, by keyboard; a question without Arabic shows its English.
  await page.getByRole('navigation', { name: 'التنقل السريع' }).getByRole('link', { name: 'المساعدة' }).click();
  await page.getByRole('link', { name: 'الأسئلة الشائعة' }).click();
  await expect(page).toHaveURL(/\/help\/faq$/);
  const search = page.getByRole('searchbox', { name: 'البحث في الأسئلة والإجابات' });
  const statements = page.getByRole('button', { name: /^الكشوفات والمدفوعات/ });
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(statements).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(statements).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Which currency are payouts made in?' })).toBeVisible();
  // Right to left the chevron is on the left of the category's name.
  const [icon, name] = [
    await statements.locator('.faq-toggle__icon').boundingBox(),
    await statements.locator('.faq-toggle__text').boundingBox(),
  ];
  expect(icon && name && icon.x < name.x).toBe(true);
  await search.fill('كلمة المرور');
  await expect(page.getByRole('button', { name: 'كيف أغيّر كلمة المرور؟' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^الكشوفات والمدفوعات/ })).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
  await search.fill('مروحية');
  await expect(page.getByText('لا توجد أسئلة تطابق «مروحية». جرّب كلمات أخرى، أو راسل الدعم.')).toBeVisible();

  // A support message in Arabic.
  await page.getByRole('link', { name: 'مراسلة الدعم' }).click();
  await expect(page).toHaveURL(/\/help\/contact-support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'مراسلة الدعم' })).toBeVisible();
  const send = page.getByRole('button', { name: 'إرسال' });
  await send.click();
  await expect(page.getByText('حقل الرسالة مطلوب. يرجى إدخال قيمة صحيحة.')).toBeVisible();
  await page.getByRole('combobox', { name: 'الموضوع' }).selectOption({ label: 'مشكلة تقنية' });
  await page.getByRole('textbox', { name: 'الرسالة' }).fill('لا يفتح التطبيق على هاتفي منذ الأمس.');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'شكرًا لرسالتك' })).toHaveText(
    'شكرًا لرسالتك! سنتواصل معك قريبًا',
  );
  await expect(send).toBeDisabled();
});
