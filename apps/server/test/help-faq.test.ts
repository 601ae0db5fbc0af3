import { type FaqDocument, faqDocument, type LoginResponse } from '@portal/contract';
import { DEMO_FAQ } from '@portal/db/seed';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFaultInjector, faultRoutes } from '../src/http/faults.ts';
import { ownHeaders, signIn, tables } from './helpers/auth.ts';
import { appOn } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const ctx = useTestApp({ seeded: true });

async function faq(login: LoginResponse, query = ''): Promise<FaqDocument> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/faq${query}`, headers: ownHeaders(login) });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { faq: unknown };
  expect(typeof body.faq).toBe('string');
  return faqDocument.parse(JSON.parse(body.faq as string));
}

const find = (doc: FaqDocument, category: number, question: number) =>
  doc.questions_by_category[category]?.question_and_answer[question];

describe('GET /api/faq (docs/product/help.md#server-calls: faq, a JSON string holding questions_by_category)', () => {
  it('lists every category and question in their order, in English', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const doc = await faq(login, '?lang=en');
    expect(doc.questions_by_category.map((c) => c.questions_category)).toEqual([
      'Statements and payouts',
      'Owner stays and blocked dates',
      'Maintenance and furnishing',
      'Documents and permits',
      'Account and app',
    ]);
    expect(doc.questions_by_category.map((c) => c.question_and_answer.length)).toEqual([4, 3, 3, 2, 3]);
    expect(find(doc, 0, 0)?.question).toBe('When is my monthly statement published?');
    expect(find(doc, 4, 2)?.question).toBe('Can I use the portal on my phone?');
  });

  it('follows positions, not insertion order', async () => {
    const { db } = ctx.database;
    await db.update(tables.faqCategories).set({ position: 99 }).where(eq(tables.faqCategories.key, 'statements'));
    await db.update(tables.faqQuestions).set({ position: 0 }).where(eq(tables.faqQuestions.key, 'phone-app'));
    const login = await signIn(ctx.app, 'owner@example.com');
    const doc = await faq(login, '?lang=en');
    expect(doc.questions_by_category.at(-1)?.questions_category).toBe('Statements and payouts');
    expect(doc.questions_by_category.at(-2)?.question_and_answer[0]?.question).toBe(
      'Can I use the portal on my phone?',
    );
  });

  it('in Russian and Arabic, each question without a translation falls back to English on its own', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const ru = await faq(login, '?lang=ru');
    expect(ru.questions_by_category[0]?.questions_category).toBe('Отчёты и выплаты');
    expect(find(ru, 0, 0)).toEqual({
      question: 'Когда публикуется ежемесячный отчёт?',
      answer: expect.stringMatching(/^Отчёт готовится после окончания месяца/),
    });
    // No Russian text: question and answer both in English, the rest of the category still Russian.
    expect(find(ru, 0, 3)).toEqual({
      question: 'Which currency are payouts made in?',
      answer: expect.stringMatching(/^Payouts are made in the currency of the property/),
    });
    expect(find(ru, 2, 2)?.question).toBe('Что такое пакет меблировки?');

    const ar = await faq(login, '?lang=ar');
    expect(ar.questions_by_category.map((c) => c.questions_category)).toEqual([
      'الكشوفات والمدفوعات',
      'إقامات المالك والتواريخ المحجوزة',
      'الصيانة والتأثيث',
      'المستندات والتصاريح',
      'الحساب والتطبيق',
    ]);
    expect(find(ar, 1, 0)?.question).toBe('كيف أحجز تواريخ لإقامتي الخاصة؟');
    expect(find(ar, 0, 3)?.question).toBe('Which currency are payouts made in?');
    expect(find(ar, 2, 2)).toEqual({
      question: 'What is the furnishing package?',
      answer: expect.stringMatching(/^The furnishing package covers/),
    });
  });

  it("without lang, answers in the owner's preferred language", async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/preferred-language',
      headers: ownHeaders(login),
      payload: { language: 'ar' },
    });
    expect(put.statusCode).toBe(200);
    expect((await faq(login)).questions_by_category[0]?.questions_category).toBe('الكشوفات والمدفوعات');
    expect((await faq(login, '?lang=ru')).questions_by_category[0]?.questions_category).toBe('Отчёты и выплаты');
    const english = await signIn(ctx.app, 'legacy@example.com');
    expect((await faq(english)).questions_by_category[0]?.questions_category).toBe('Statements and payouts');
  });

  it('refuses a language it does not have', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/faq?lang=de', headers: ownHeaders(login) });
    expect(response.statusCode).toBe(400);
  });

  it('the demo FAQ has at least 4 categories and 12 questions, translated except the two fallbacks', () => {
    const questions = DEMO_FAQ.flatMap((c) => c.questions);
    expect(DEMO_FAQ.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(questions.filter((q) => !q.question.ru).map((q) => q.key)).toEqual(['payout-currency']);
    expect(questions.filter((q) => !q.question.ar).map((q) => q.key)).toEqual([
      'payout-currency',
      'furnishing-package',
    ]);
  });
});

describe('the journeys’ fault switch (test seam, never in production)', () => {
  it('makes the next calls of a route fail, then lets them through again', async () => {
    const faults = createFaultInjector();
    const seam = await appOn(
      ctx.database,
      {},
      {
        faults,
        routes: async (app) => {
          await app.register(faultRoutes(faults));
        },
      },
    );
    try {
      const login = await signIn(seam.app, 'owner@example.com');
      const arm = await seam.app.inject({
        method: 'POST',
        url: '/api/test/faults',
        payload: { path: '/api/faq', status: 503, times: 2 },
      });
      expect(arm.statusCode).toBe(204);
      const call = () => seam.app.inject({ method: 'GET', url: '/api/faq', headers: ownHeaders(login) });
      for (let i = 0; i < 2; i++) {
        const failed = await call();
        expect(failed.statusCode).toBe(503);
        expect(failed.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      }
      expect((await call()).statusCode).toBe(200);
      await seam.app.inject({ method: 'POST', url: '/api/test/faults', payload: { path: '/api/faq', status: 500 } });
      expect((await call()).statusCode).toBe(500);
    } finally {
      await seam.app.close();
    }
  });

  it('does not exist in the app main.ts builds: the switch is not a route and nothing fails', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const arm = await ctx.app.inject({ method: 'POST', url: '/api/test/faults', payload: { path: '/api/faq' } });
    expect(arm.statusCode).toBe(404);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/faq', headers: ownHeaders(login) });
    expect(response.statusCode).toBe(200);
  });
});
