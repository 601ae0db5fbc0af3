import { addDays, dateParts } from '@portal/domain';
import { expect, PHONE, test, useLanguage } from '../fixtures.ts';
import { answerAccess, futureDay, openProperty, ownerChipOn } from './blocks-helpers.ts';

/** The block form's dates can be typed in the owner's language, and the picker stays. */
const TEXTS = {
  en: {
    toDate: 'To date',
    pattern: 'MM/DD/YYYY',
    write: (date: string) => {
      const [y, m, d] = dateParts(date);
      return `${m}/${d}/${y}`;
    },
    impossible: (text: string) => `There is no date ${text} in the calendar. Check the day and the month.`,
    format: /^Type the date as MM\/DD\/YYYY, for example 12\/31\/\d{4}, or choose it from the calendar\.$/,
    afterCheckIn: 'Check-out must be after check-in',
    answer: 'I have a card but need keys',
    submit: 'Block dates',
    choose: 'Choose date',
  },
  ar: {
    toDate: 'تاريخ الانتهاء',
    pattern: 'يوم/شهر/سنة',
    // Arabic-Indic figures, day first: what an Arabic keyboard types.
    write: (date: string) => {
      const [y, m, d] = dateParts(date);
      return `${d}/${m}/${y}`.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    },
    impossible: (text: string) => `لا يوجد التاريخ ${text} في التقويم. تحقّق من اليوم والشهر.`,
    format: /^اكتب التاريخ بالصيغة يوم\/شهر\/سنة، مثل 31\/12\/\d{4}، أو اختره من التقويم\.$/,
    afterCheckIn: 'يجب أن تكون المغادرة بعد الوصول',
    answer: 'لدي بطاقة لكنني أحتاج إلى مفاتيح',
    submit: 'حظر التواريخ',
    choose: 'اختيار التاريخ',
  },
} as const;

test.use({ viewport: PHONE });

for (const [language, day] of [
  ['en', 8],
  ['ar', 18],
] as const) {
  test(`${language}: a typed check-out date is read in the owner's format, an impossible one is named, and the rules still apply`, async ({
    page,
  }) => {
    const text = TEXTS[language];
    await useLanguage(page, language);
    const propertyId = await openProperty(page, 'owner@example.com', 'Palm Villa 7');
    const from = futureDay(11, day);
    const [year] = dateParts(from);
    await page.goto(`/calendar/${propertyId}/block/new?date=${from}`);
    const toDate = page.getByLabel(text.toDate, { exact: true });
    await expect(toDate).toHaveAttribute('placeholder', text.pattern);

    const impossible = language === 'en' ? `2/30/${year}` : text.write(`${year}-02-01`).replace(/^١/, '٣٠');
    await toDate.fill(impossible);
    await toDate.blur();
    await expect(page.getByText(text.impossible(impossible))).toBeVisible();
    await expect(toDate).toHaveAttribute('aria-invalid', 'true');

    await toDate.fill('next week');
    await toDate.blur();
    await expect(page.getByText(text.format)).toBeVisible();

    // A readable day goes through the same domain rules as a picked one: before the check-in is refused.
    await toDate.fill(text.write(addDays(from, -1)));
    await answerAccess(page, text.answer);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.afterCheckIn)).toBeVisible();

    // The picker is still there, and shows the typed day.
    const to = addDays(from, 3);
    await toDate.fill(text.write(to));
    await toDate.blur();
    await page.locator('.date-picker').filter({ has: toDate }).getByRole('button', { name: text.choose }).click();
    await expect(page.locator(`.date-picker__popover button[data-date="${to}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/${propertyId}\\?month=`));
    await expect(ownerChipOn(page, addDays(from, 1))).toBeVisible();
  });
}
