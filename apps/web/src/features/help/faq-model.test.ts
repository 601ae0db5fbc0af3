import { describe, expect, it } from 'vitest';
import { matchFaq, openForQuery, searchable, toCategories } from './faq-model.ts';

const categories = toCategories({
  questions_by_category: [
    {
      questions_category: 'Payouts',
      question_and_answer: [
        { question: 'When are payouts made?', answer: 'On the 10th of each month, by bank transfer.' },
        { question: 'Which currencies?', answer: 'AED, USD, EUR, RUB, GBP and SAR.' },
      ],
    },
    {
      questions_category: 'Оплата',
      question_and_answer: [{ question: 'Когда приходят ВЫПЛАТЫ?', answer: 'Десятого числа, на ваш счёт.' }],
    },
    {
      questions_category: 'الإقامة',
      question_and_answer: [{ question: 'كيف أحجز إقامتي؟', answer: 'مِنْ صفحة التقويم.' }],
    },
  ],
});

describe('the FAQ search', () => {
  it('matches questions and answers without regard to case, every word of the query', () => {
    const matches = matchFaq(categories, 'BANK transfer', 'en');
    expect(matches.count).toBe(1);
    expect(matches.categories.map((c) => c.entries.map((e) => e.question))).toEqual([['When are payouts made?']]);
    // The answer matched, not the question: it opens, so the reader sees why it is listed.
    expect(matches.answerMatches).toEqual(['c0-q0']);
    expect(openForQuery(matches, 'BANK transfer')).toEqual(new Set(['c0', 'c0-q0']));
  });

  it('matches Russian without regard to case or ё, and Arabic without regard to short vowels', () => {
    expect(matchFaq(categories, 'выплаты', 'ru').count).toBe(1);
    expect(matchFaq(categories, 'СЧЕТ', 'ru').count).toBe(1);
    expect(matchFaq(categories, 'من صفحة', 'ar').count).toBe(1);
    expect(searchable('  Счёт  ВЫПЛАТ ', 'ru')).toBe('счет выплат');
  });

  it('a blank query lists everything and opens nothing; a query without a match lists nothing', () => {
    expect(matchFaq(categories, '  ', 'en')).toMatchObject({ count: 4, categories });
    expect(openForQuery(matchFaq(categories, ' ', 'en'), ' ')).toEqual(new Set());
    expect(matchFaq(categories, 'swimming pool', 'en')).toMatchObject({ count: 0, categories: [] });
  });
});
