import { describe, expect, it } from 'vitest';
import { render } from './index.ts';

const conflict = {
  property: { id: 4, nickname: 'Palm <Villa> 7', timeZone: 'Asia/Dubai' },
  channel: 'Airbnb',
  // 15:00 and 11:00 on the Dubai clock (UTC+4).
  event: { checkIn: '2030-04-01T11:00:00.000Z', checkOut: '2030-04-05T07:00:00.000Z', guestName: null },
  stay: {
    id: 9,
    kind: 'owner' as const,
    confirmationCode: 'OS-ABC',
    checkIn: '2030-04-03T11:00:00.000Z',
    checkOut: '2030-04-06T07:00:00.000Z',
  },
  link: 'https://portal.example.test/staff/properties/4/channels',
};

describe('channel_conflict', () => {
  it('tells staff both stays on the property clock, in their language, with the variables escaped', () => {
    const en = render('channel_conflict', 'en', conflict);
    expect(en.subject).toBe('Airbnb reservation over a stay: Palm <Villa> 7, 2030-04-01');
    expect(en.text).toContain('Channel reservation: 2030-04-01 15:00 to 2030-04-05 11:00 (Asia/Dubai)');
    expect(en.text).toContain('Owner stay: OS-ABC, 2030-04-03 15:00 to 2030-04-06 11:00 (Asia/Dubai)');
    expect(en.text).toContain('Guest: Not named by the channel');
    expect(en.html).toContain('Palm &lt;Villa&gt; 7');
    const ar = render('channel_conflict', 'ar', conflict);
    expect(ar.subject).toBe('حجز Airbnb يتداخل مع إقامة: Palm <Villa> 7، 2030-04-01');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('webhook_paused', () => {
  it('names the endpoint, since when it fails and its last answer', () => {
    const vars = {
      endpoint: { id: 2, url: 'https://pms.example.test/hooks', description: 'PMS' },
      failingSince: '2030-03-10T06:00:00.000Z',
      pausedAt: '2030-03-11T06:05:00.000Z',
      lastStatus: 503,
      lastError: null,
      link: 'https://portal.example.test/staff/integrations',
    };
    const ru = render('webhook_paused', 'ru', vars);
    expect(ru.subject).toBe('Вебхук приостановлен: https://pms.example.test/hooks');
    expect(ru.text).toContain('Ошибки с: 2030-03-10 06:00 UTC');
    expect(ru.text).toContain('Последний ответ: HTTP 503');
  });
});
