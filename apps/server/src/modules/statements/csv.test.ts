import { describe, expect, it } from 'vitest';
import { BOM, statementsCsv } from './csv.ts';
import type { StatementView } from './repo.ts';

const statement: StatementView = {
  id: 1,
  propertyId: 7,
  ownerId: 3,
  nickname: 'Марина 904',
  propertyTitle: 'Flat',
  timeZone: 'Asia/Dubai',
  currency: 'AED',
  year: 2026,
  month: 4,
  status: 'published',
  publishedAt: new Date('2026-05-03T05:00:00Z'),
  uploadedFileId: null,
  isRead: false,
  figures: { grossRevenue: 100_000, managementFee: 20_000, expenses: 5_000, refunds: 1_050, net: 76_050 },
  lines: [
    {
      confirmationCode: 'HM7-001',
      guestName: '=HYPERLINK("http://evil","click")',
      checkIn: new Date('2026-04-27T11:00:00Z'),
      // 1 May 01:00 in Dubai is still 30 April in UTC: the date is the property's.
      checkOut: new Date('2026-04-30T21:00:00Z'),
      nights: 3,
      grossRevenue: 100_000,
      managementFee: 20_000,
      netPayout: 80_000,
    },
  ],
  adjustments: [
    { kind: 'maintenance', sourceId: 1, label: 'AC, two units', amount: 5_000 },
    { kind: 'refund', sourceId: 2, label: 'Возврат уборки', amount: 1_050 },
  ],
};

describe('statementsCsv', () => {
  const csv = statementsCsv([statement], 'ru', 2026);
  const lines = csv.split('\r\n');

  it('starts with a BOM and a header in the reader language, and ends each row with CRLF', () => {
    expect(csv.startsWith(BOM)).toBe(true);
    expect(lines[0]).toBe(
      `${BOM}Дата,Бронирование,Гость,Валовой доход,Комиссия за управление,Расходы,Возвраты,К выплате`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes a formula-looking guest name as text, quoted because it holds a comma and quotes', () => {
    expect(lines[1]).toBe('2026-05-01,HM7-001,"\'=HYPERLINK(""http://evil"",""click"")",1000.00,200.00,,,800.00');
  });

  it('writes deductions negative in the net column, refunds positive, and the year total', () => {
    expect(lines[2]).toBe('2026-04-30,"Обслуживание: AC, two units",,,,50.00,,-50.00');
    expect(lines[3]).toBe('2026-04-30,Возврат: Возврат уборки,,,,,10.50,10.50');
    expect(lines[4]).toBe(',Итого за 2026,,1000.00,200.00,50.00,10.50,760.50');
  });
});
