import { expect, test } from '../fixtures.ts';
import { openProperty } from './blocks-helpers.ts';
import { inDays, MARINA, noSideScroll, pdfFile } from './summary-helpers.ts';

/** A day in words as the summary writes it in Arabic (Latin figures): '20 ديسمبر 2026'. */
function arabicLongDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('ar-AE-u-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The date as an Arabic keyboard types it in the date field: day first, Arabic-Indic figures. */
function arabicTypedDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}/${m}/${y}`.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}

test.describe('property summary in Arabic, on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('summary, uploads with their disabled submit (a passport with its expiry warning), utilities, occupancy slider', async ({
    page,
  }) => {
    const id = await openProperty(page, 'owner@example.com', MARINA);
    await page.getByRole('combobox').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Changing the language reloads the page; the reload has finished once the top bar reads Arabic.
    await expect(page.locator('.top-bar__title')).toHaveText('التقويم');

    await page.goto(`/settings/summary/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ملخص العقار');
    const details = page.getByRole('region', { name: 'بيانات العقار' });
    await expect(details.getByText('MAR-GAT-1204-7731')).toBeVisible();
    await expect(details.getByText('sea-view-2026')).toHaveCount(0);
    await details.getByRole('button', { name: 'إظهار كلمة مرور Wi-Fi' }).click();
    await expect(details.getByText('sea-view-2026')).toBeVisible();
    const documents = page.getByRole('region', { name: 'المستندات' });
    await expect(
      documents.getByRole('listitem', { name: 'جواز السفر' }).getByText('تنتهي قريبًا').first(),
    ).toBeVisible();
    await expect(
      documents.getByRole('listitem', { name: 'فاتورة DEWA' }).getByText('منتهي الصلاحية').first(),
    ).toBeVisible();
    await noSideScroll(page);

    // Upload: disabled until a file (a NOC needs no expiry), then listed.
    await documents.getByRole('button', { name: 'رفع مستند' }).click();
    const dialog = page.getByRole('dialog', { name: 'رفع مستند' });
    const submit = dialog.getByRole('button', { name: 'رفع', exact: true });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('نوع المستند').selectOption('noc');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('الملف').setInputFiles(pdfFile('عدم-ممانعة.pdf'));
    await expect(submit).toBeEnabled();
    await noSideScroll(page);
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(documents.getByText('تم رفع شهادة عدم ممانعة.')).toBeVisible();
    await expect(
      documents.getByRole('listitem', { name: 'شهادة عدم ممانعة' }).filter({ hasText: 'عدم-ممانعة.pdf' }),
    ).toBeVisible();

    // A passport expiring within 60 days (before the demo passport, whose reminders other journeys read): submit waits
    // for the expiry, then the passport is listed with its warning in Arabic.
    const expiry = inDays(20);
    await documents.getByRole('button', { name: 'رفع مستند' }).click();
    await dialog.getByLabel('نوع المستند').selectOption('passport');
    await dialog.getByLabel('الملف').setInputFiles(pdfFile('جواز-سفر-مجدد.pdf'));
    await expect(submit).toBeDisabled();
    const expiryField = dialog.getByLabel('تاريخ الانتهاء', { exact: true });
    await expiryField.fill(arabicTypedDate(expiry));
    await expiryField.blur();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(documents.getByText('تم رفع جواز السفر.')).toBeVisible();
    const renewed = documents.getByRole('listitem', { name: 'جواز السفر' }).filter({ hasText: 'جواز-سفر-مجدد.pdf' });
    await expect(renewed.getByText(`تنتهي صلاحيته خلال 20 يومًا، في ${arabicLongDate(expiry)}`)).toBeVisible();
    await expect(renewed.getByText('تنتهي قريبًا')).toBeVisible();
    await noSideScroll(page);

    // Utilities: a new expense without an account, and a delete that asks first.
    await page.getByRole('link', { name: 'تعديل المرافق' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المرافق');
    await page.getByRole('button', { name: 'إضافة مصروف آخر' }).click();
    await page.getByRole('region', { name: 'مصاريف أخرى' }).getByLabel('اسم المصروف').fill('تنظيف المسبح');
    const pool = page.getByRole('region', { name: 'تنظيف المسبح' });
    await pool.getByRole('radio', { name: 'لا' }).check();
    await expect(pool.getByText('ستتولى الشركة ترتيب هذا الحساب لك.', { exact: false })).toBeVisible();
    await expect(pool.getByLabel('البريد الإلكتروني')).toHaveValue('owner@example.com');
    await expect(pool.getByText('25 درهمًا لكل فاتورة، ولا تُدفع رسوم الخدمة')).toBeVisible();
    await noSideScroll(page);
    await page.getByRole('button', { name: 'حفظ المرافق' }).click();
    await expect(page.getByText('تم حفظ المرافق.')).toBeVisible();
    await pool.getByRole('button', { name: 'حذف تنظيف المسبح' }).click();
    const confirm = page.getByRole('dialog', { name: 'هل أنت متأكد؟' });
    await confirm.getByRole('button', { name: 'لا', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(pool).toBeVisible();
    await pool.getByRole('button', { name: 'حذف تنظيف المسبح' }).click();
    await confirm.getByRole('button', { name: 'نعم', exact: true }).click();
    await expect(page.getByText('تم حذف المرفق.')).toBeVisible();
    await expect(pool).toHaveCount(0);

    // Occupancy: the slider moves by month, "previous" on the right; each pie says its percentage in words (Arabic
    // percentages carry left-to-right marks around the sign).
    await page.goto(`/settings/occupancy/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نسبة الإشغال');
    const slider = page.getByRole('region', { name: 'نسبة الإشغال' });
    const title = slider.getByRole('heading', { level: 3 });
    const current = await title.textContent();
    await expect(
      slider.getByRole('img', { name: new RegExp(`^${current}: محجوز بنسبة \\d+\u200e?%\u200e?$`) }),
    ).toBeVisible();
    const previous = await slider.getByRole('button', { name: 'الشهر السابق' }).boundingBox();
    const next = await slider.getByRole('button', { name: 'الشهر التالي' }).boundingBox();
    expect(previous && next && previous.x > next.x).toBe(true);
    await slider.getByRole('button', { name: 'الشهر التالي' }).click();
    await expect(title).not.toHaveText(current ?? '');
    const shown = await title.textContent();
    await expect(
      slider.getByRole('img', { name: new RegExp(`^${shown}: محجوز بنسبة \\d+\u200e?%\u200e?$`) }),
    ).toBeVisible();
    await noSideScroll(page);
  });
});
