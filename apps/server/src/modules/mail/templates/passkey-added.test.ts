import { describe, expect, it } from 'vitest';
import { render } from './index.ts';

const vars = {
  name: 'Olivia <b>Owens</b>',
  device: 'Chrome on <Android>',
  // 14:30 on the Dubai clock (UTC+4).
  addedAt: '2030-03-12T10:30:00.000Z',
  timeZone: 'Asia/Dubai',
  link: 'https://portal.example.test/settings/passkeys',
};

describe('passkey_added', () => {
  it('tells the owner in their language which passkey was added and when, with a way to review it', () => {
    const en = render('passkey_added', 'en', vars);
    expect(en.subject).toBe('A passkey was added to your account');
    expect(en.text).toContain('Hello Olivia <b>Owens</b>,');
    expect(en.text).toContain('A passkey was added to your owner portal account on March 12, 2030 at 2:30 PM.');
    expect(en.text).toContain('Chrome on <Android>');
    expect(en.text).toContain('If you did not add it, remove it in Settings › Passkeys');
    expect(en.text).toContain(vars.link);
    expect(en.html).toContain('Chrome on &lt;Android&gt;');

    const ru = render('passkey_added', 'ru', vars);
    expect(ru.subject).toBe('К вашей учётной записи добавлен ключ доступа');
    expect(ru.text).toContain('12 марта 2030 г.');
    expect(ru.text).toContain('14:30');

    const ar = render('passkey_added', 'ar', vars);
    expect(ar.subject).toBe('تمت إضافة مفتاح مرور إلى حسابك');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
  });
});
