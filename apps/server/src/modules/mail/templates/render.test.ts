import { describe, expect, it } from 'vitest';
import { type OwnerStayNoticeVars, render } from './index.ts';

const reset = {
  name: 'Olivia <b>Owens</b>',
  link: 'https://portal.example.test/new-password/a&b"c',
  expiresInMinutes: 60,
};

const notice = (over: Partial<OwnerStayNoticeVars> = {}): OwnerStayNoticeVars => ({
  action: 'created',
  stayId: 7,
  property: { id: 3, nickname: 'Marina <Loft>', code: 'DXB-3', timeZone: 'Asia/Dubai' },
  // 15:00 and 11:00 on the Dubai clock (UTC+4).
  checkIn: '2030-03-12T11:00:00.000Z',
  checkOut: '2030-03-19T07:00:00.000Z',
  nights: 7,
  note: 'Bring the "spare" key & <script>alert(1)</script>',
  accessAnswer: 'have_card_need_keys',
  confirmationCode: 'OS-0123456789',
  system: 'pordal',
  changedBy: { email: 'owner@example.com', actingAdmin: null },
  ...over,
});

describe('password_reset', () => {
  it('is written in the owner language, with the link in both parts and the right plural of minutes', () => {
    const en = render('password_reset', 'en', reset);
    expect(en.subject).toBe('Reset your owner portal password');
    expect(en.text).toContain('Hello Olivia <b>Owens</b>,');
    expect(en.text).toContain(`\n${reset.link}\n`);
    expect(en.text).toContain('expires in 60 minutes.');

    const ru = render('password_reset', 'ru', reset);
    expect(ru.subject).toBe('Сброс пароля в портале владельца');
    expect(ru.text).toContain('Здравствуйте, Olivia <b>Owens</b>!');
    expect(ru.text).toContain('истекает через 60 минут.');
    expect(ru.html).toContain('<html lang="ru" dir="ltr">');

    const ar = render('password_reset', 'ar', reset);
    expect(ar.subject).toBe('إعادة تعيين كلمة مرور بوابة المالك');
    expect(ar.text).toContain('بعد 60 دقيقة.');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('<div lang="ar" dir="rtl"');
    expect(ar.html).toContain('text-align:right');
  });

  it('escapes every variable in the HTML; the text part keeps them as they are', () => {
    const { html } = render('password_reset', 'en', reset);
    expect(html).toContain('Hello Olivia &lt;b&gt;Owens&lt;/b&gt;,');
    expect(html).toContain('href="https://portal.example.test/new-password/a&amp;b&quot;c"');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('a&b"c');
  });

  it('loads nothing from elsewhere: no remote images, fonts, styles or scripts', () => {
    const { html } = render('password_reset', 'ar', reset);
    expect(html).not.toMatch(/<(img|link|script|style)\b|url\(/i);
    expect(html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
  });
});

describe('owner_stay_notice', () => {
  it('says in English what changed, on the property clock with its zone', () => {
    const { subject, text } = render('owner_stay_notice', 'en', notice());
    expect(subject).toBe('Owner stay created: Marina <Loft>, 2030-03-12 15:00 to 2030-03-19 11:00');
    expect(text.split('\n').slice(0, 12)).toEqual([
      'An owner stay was created.',
      '',
      'Property: Marina <Loft> (DXB-3, id 3)',
      'Check-in: 2030-03-12 15:00 (Asia/Dubai)',
      'Check-out: 2030-03-19 11:00 (Asia/Dubai)',
      'Nights: 7',
      'Note: Bring the "spare" key & <script>alert(1)</script>',
      'Access card and keys: I have a card but need keys',
      'Confirmation code: OS-0123456789',
      'Booking system: newer system (pordal)',
      'Changed by: owner@example.com',
      '',
    ]);
  });

  it('names the booking system in the staff language, never by its internal code', () => {
    expect(render('owner_stay_notice', 'en', notice({ system: 'legacy' })).text).toContain(
      'Booking system: older system (guesty)\n',
    );
    const ru = render('owner_stay_notice', 'ru', notice({ system: 'legacy' })).text;
    expect(ru).toContain('Система бронирования: старая система (guesty)\n');
    expect(ru).toContain('Marina <Loft> (DXB-3, ид. 3)');
    expect(render('owner_stay_notice', 'ar', notice()).text).toContain('نظام الحجز: النظام الأحدث (pordal)\n');
  });

  it('names an admin acting as the owner, and says when no note or answer was given', () => {
    const { text } = render(
      'owner_stay_notice',
      'en',
      notice({ note: '  ', accessAnswer: null, changedBy: { email: 'owner@example.com', actingAdmin: 'ops@co.test' } }),
    );
    expect(text).toContain('Note: -\n');
    expect(text).toContain('Access card and keys: Not given\n');
    expect(text).toContain('Changed by: ops@co.test (admin, acting as owner@example.com)');
  });

  it('is written in Russian and in Arabic (right to left) for staff who read those', () => {
    const ru = render('owner_stay_notice', 'ru', notice({ action: 'cancelled' }));
    expect(ru.subject).toBe('Отменено проживание владельца: Marina <Loft>, 2030-03-12 15:00 — 2030-03-19 11:00');
    expect(ru.text).toContain('Карта доступа и ключи: У меня есть карта, но нужны ключи');
    expect(ru.text).toContain('Заезд: 2030-03-12 15:00 (Asia/Dubai)');

    const ar = render('owner_stay_notice', 'ar', notice({ action: 'updated' }));
    expect(ar.subject).toBe('تعديل إقامة المالك: Marina <Loft>، من 2030-03-12 15:00 إلى 2030-03-19 11:00');
    expect(ar.text).toContain('بطاقة الدخول والمفاتيح: لدي بطاقة لكنني أحتاج إلى مفاتيح');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('padding-left:16px;text-align:right');
  });

  it('escapes the property name and the note in the HTML', () => {
    const { html } = render('owner_stay_notice', 'ar', notice());
    expect(html).toContain('<title>إقامة جديدة للمالك: Marina &lt;Loft&gt;،');
    expect(html).toContain('Bring the &quot;spare&quot; key &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<Loft>');
  });
});

describe('document_expiry_reminder', () => {
  const reminder = {
    name: 'Olivia Owens',
    documentId: 4,
    docType: 'passport',
    threshold: 'days_7',
    property: { id: 7, nickname: 'Palm Villa 7' },
    lastValidDay: '2030-04-15',
    daysLeft: 7,
    link: 'https://portal.example.test/settings/summary/7#documents',
  } as const;

  it("writes the last valid day in the owner's language, never as an ISO date", () => {
    const en = render('document_expiry_reminder', 'en', reminder).text;
    expect(en).toContain('valid until Apr 15, 2030, 7 days from today');
    expect(en).toContain('Valid until: Apr 15, 2030');
    const ru = render('document_expiry_reminder', 'ru', reminder).text;
    expect(ru).toContain('15 апр. 2030 г.');
    const ar = render('document_expiry_reminder', 'ar', reminder).text;
    for (const text of [en, ru, ar]) expect(text).not.toContain('2030-04-15');
    expect(ar).toMatch(/15 .+ 2030/);
  });
});
