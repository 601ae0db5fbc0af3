import { describe, expect, it } from 'vitest';
import { glossaryProblems } from './glossary.ts';
import { LOCALES } from './translate.ts';

describe('glossary', () => {
  it('holds for the texts the server writes too (mail, PDFs, refusals)', () => {
    expect(glossaryProblems(LOCALES)).toEqual([]);
  });

  it('names a translation that uses another word for a concept, or a word set aside', () => {
    const problems = glossaryProblems({
      en: { back: 'Back to statements', menu: 'Statements', stay: 'Owner stay', count_one: '{{count}} statement' },
      ru: { back: 'Назад к отчётам', menu: 'Выписки', stay: 'Проживание владельца', count_one: '{{count}} отчёт' },
      ar: { back: 'العودة إلى الكشوف', menu: 'الكشوفات', stay: 'حجز إقامة المالك', count_zero: 'لا كشوفات' },
    });
    expect(problems).toEqual([
      'ar: back names the statement (the monthly owner statement) without "كشف، الكشوفات": العودة إلى الكشوف',
      'ru: menu names the statement (the monthly owner statement) without "отчёт, отчёты": Выписки',
      'ru: menu uses a word set aside for the statement (the monthly owner statement): Выписки',
      'ar: back uses a word set aside for the statement (the monthly owner statement): العودة إلى الكشوف',
      'ar: stay uses a word set aside for the block (dates held for the owner): حجز إقامة المالك',
    ]);
  });
});
