import { describe, expect, it } from 'vitest';
import { render, type SupportMessageVars } from './index.ts';

const vars = (over: Partial<SupportMessageVars> = {}): SupportMessageVars => ({
  messageId: 12,
  owner: { id: 3, email: 'owner@example.com', name: 'Olivia <Owens>' },
  subject: 'general_question',
  property: null,
  message: 'Line one <script>alert(1)</script>\nLine two',
  // 14:30 on the Dubai clock (UTC+4).
  sentAt: '2030-03-12T10:30:00.000Z',
  timeZone: 'Asia/Dubai',
  actingAdmin: null,
  ...over,
});

describe('support_message', () => {
  it('names a subject code in the staff language and keeps any other subject as the owner wrote it', () => {
    expect(render('support_message', 'en', vars()).subject).toBe(
      'Support request from Olivia <Owens>: General question',
    );
    expect(render('support_message', 'ru', vars({ subject: 'technical_issue' })).subject).toBe(
      'Обращение в поддержку от Olivia <Owens>: Техническая проблема',
    );
    expect(render('support_message', 'ar', vars({ subject: 'Palm Villa 7' })).subject).toBe(
      'طلب دعم من Olivia <Owens>: Palm Villa 7',
    );
  });

  it('tells who, when on the named clock, which property, and quotes the message with its line breaks', () => {
    const mail = render('support_message', 'en', vars({ property: { id: 7, nickname: 'Palm Villa 7' } }));
    expect(mail.text).toContain('E-mail: owner@example.com');
    expect(mail.text).toContain('Owner id: 3');
    expect(mail.text).toContain('Property: Palm Villa 7 (id 7)');
    expect(mail.text).toContain('Sent: 2030-03-12 14:30 (Asia/Dubai)');
    expect(mail.text).toContain('Message:\n\nLine one <script>alert(1)</script>\nLine two');
    expect(mail.html).toContain('Line one &lt;script&gt;alert(1)&lt;/script&gt;\nLine two');
    expect(mail.html).not.toContain('<script>');
    expect(render('support_message', 'en', vars()).text).toContain('Property: -');
    // A message sent at 14:30:07 says 14:30, as one sent on the minute does.
    expect(render('support_message', 'en', vars({ sentAt: '2030-03-12T10:30:07.000Z' })).text).toContain(
      'Sent: 2030-03-12 14:30 (Asia/Dubai)',
    );
  });

  it('says so when a company person wrote it as the owner', () => {
    const mail = render('support_message', 'ar', vars({ actingAdmin: 'Sam Staff' }));
    expect(mail.text).toContain('أرسلها Sam Staff (مسؤول يتصرف نيابةً عن المالك)');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});
