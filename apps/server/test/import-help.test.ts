import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FaqDocument, notificationContent } from '@portal/contract';
import type { ImportFileInput } from '@portal/contract/import';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { runOperation } from '../src/modules/admin/operations.ts';
import { ROOT } from './helpers/admin-cli.ts';
import { ownHeaders, signIn, tables } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/** Notifications and the FAQ in the import file (docs/import.md). */
const ctx = useTestApp({ seeded: true });
const EXAMPLE = JSON.parse(readFileSync(join(ROOT, 'docs/import-example.json'), 'utf8')) as ImportFileInput;
const copy = (): ImportFileInput => structuredClone(EXAMPLE);
const importFile = (data: unknown) =>
  runOperation({ db: ctx.database.db, now: new Date(), config: loadConfig({}) }, 'import', data);

async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const name of ['notifications', 'faq_categories', 'faq_questions', 'import_keys', 'owners', 'properties']) {
    const result = (await ctx.database.db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${name} t`),
    )) as unknown as { rows: { h: string }[] };
    parts.push(`${name}:${result.rows[0]?.h}`);
  }
  return parts.join(' ');
}

async function notificationsOf(email: string) {
  const rows = await ctx.database.db
    .select({ n: tables.notifications })
    .from(tables.notifications)
    .innerJoin(tables.owners, eq(tables.owners.id, tables.notifications.ownerId))
    .where(eq(tables.owners.email, email))
    .orderBy(tables.notifications.createdAt);
  return rows.map((row) => row.n);
}

describe('import: notifications', () => {
  it("writes each owner's notifications with links to their own properties, as the owner API then shows them", async () => {
    await importFile(copy());
    const [hana] = await notificationsOf('hana.karimi@example.net');
    const [creek] = await ctx.database.db
      .select()
      .from(tables.properties)
      .where(eq(tables.properties.propertyCode, 'PD-88120'));
    expect(hana).toMatchObject({ isSurvey: false, readAt: null });
    expect(hana?.createdAt.toISOString()).toBe('2026-03-01T05:30:00.000Z');
    expect(notificationContent.parse(hana?.content)).toEqual({
      title: { en: 'Your flat is live', ar: 'شقتك متاحة للحجز الآن' },
      message: expect.objectContaining({ en: expect.stringContaining('Creek Rise 1407 is listed') }),
      personal_data: [],
      properties_data: [{ nickname: 'Creek Rise 1407', property_id: creek?.id }],
    });
    const [boris] = await notificationsOf('boris.lebedev@example.net');
    expect(boris?.readAt?.toISOString()).toBe('2026-02-11T10:15:00.000Z');
    expect(boris?.content.personal_data).toEqual(['home_address']);
  });

  it('a re-import changes nothing; a changed record updates its row', async () => {
    await importFile(copy());
    const before = await fingerprint();
    const again = await importFile(copy());
    expect(again).toMatchObject({
      notifications: { created: 0, updated: 0, unchanged: 2 },
      faqCategories: { created: 0, updated: 0, unchanged: 1 },
      faqQuestions: { created: 0, updated: 0, unchanged: 2 },
    });
    expect(await fingerprint()).toBe(before);
    const changed = copy();
    const [first] = changed.notifications ?? [];
    if (first) first.readAt = '2026-03-02T08:00:00Z';
    expect(await importFile(changed)).toMatchObject({ notifications: { created: 0, updated: 1, unchanged: 1 } });
    const [hana] = await notificationsOf('hana.karimi@example.net');
    expect(hana?.readAt?.toISOString()).toBe('2026-03-02T08:00:00.000Z');
  });

  it.each([
    [
      'an unknown owner',
      (file: ImportFileInput) => {
        if (file.notifications?.[1]) file.notifications[1].owner = 'crm-owner-9999';
      },
      'notifications[1].owner: no owner with externalId "crm-owner-9999"',
    ],
    [
      "a link to another owner's property",
      (file: ImportFileInput) => {
        if (file.notifications?.[1]) file.notifications[1].properties = ['crm-property-2001'];
      },
      'notifications[1].properties[0]: property "crm-property-2001" belongs to another owner',
    ],
    [
      'read before it was sent',
      (file: ImportFileInput) => {
        if (file.notifications?.[1]) file.notifications[1].readAt = '2026-02-01T00:00:00Z';
      },
      'notifications[1].readAt: is before createdAt',
    ],
    [
      'a time without its offset',
      (file: ImportFileInput) => {
        if (file.notifications?.[0]) file.notifications[0].createdAt = '2026-03-01T09:30';
      },
      'notifications[0].createdAt',
    ],
    [
      'an empty notification',
      (file: ImportFileInput) => {
        file.notifications?.push({
          externalId: 'crm-note-empty',
          owner: 'crm-owner-1001',
          createdAt: '2026-03-01T00:00:00Z',
        });
      },
      'notifications[2].message: says nothing',
    ],
    [
      'a question whose Russian text has no Russian answer',
      (file: ImportFileInput) => {
        const question = file.faq?.[0]?.questions?.[1];
        if (question) question.question.ru = 'Можно ли выехать позже?';
      },
      'faq[0].questions[1].answer.ru: is needed when the question has it',
    ],
    [
      'the same question key twice',
      (file: ImportFileInput) => {
        const questions = file.faq?.[0]?.questions;
        if (questions?.[1] && questions[0]) questions[1].key = questions[0].key;
      },
      'faq[0].questions[1].key: appears twice in the file',
    ],
    [
      'a category without English',
      (file: ImportFileInput) => {
        const category = file.faq?.[0];
        if (category) category.title = { ru: 'Заезд' } as never;
      },
      'faq[0].title.en',
    ],
  ])('refuses the whole file for %s, names the record, and writes nothing', async (_, spoil, named) => {
    const before = await fingerprint();
    const file = copy();
    spoil(file);
    await expect(importFile(file)).rejects.toThrow(`Import refused, nothing was written: ${named}`);
    expect(await fingerprint()).toBe(before);
  });
});

describe('import: FAQ', () => {
  it('adds a category in its place, and takes over a demo question by its key instead of doubling it', async () => {
    const file = copy();
    file.faq?.push({
      key: 'statements',
      position: 1,
      title: { en: 'Statements and payouts', ru: 'Отчёты и выплаты', ar: 'الكشوفات والمدفوعات' },
      questions: [
        {
          key: 'payout-currency',
          position: 4,
          question: { en: 'Which currency are payouts made in?', ru: 'В какой валюте производятся выплаты?' },
          answer: { en: 'In the currency of the property.', ru: 'В валюте объекта.' },
        },
      ],
    });
    const report = await importFile(file);
    expect(report).toMatchObject({
      faqCategories: { created: 1, updated: 0, unchanged: 1 },
      faqQuestions: { created: 2, updated: 1, unchanged: 0 },
    });
    const questions = await ctx.database.db
      .select()
      .from(tables.faqQuestions)
      .where(eq(tables.faqQuestions.key, 'payout-currency'));
    expect(questions).toHaveLength(1);

    const login = await signIn(ctx.app, 'owner@example.com');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/faq?lang=ru', headers: ownHeaders(login) });
    const doc = JSON.parse(response.json().faq) as FaqDocument;
    expect(doc.questions_by_category.map((c) => c.questions_category)).toEqual([
      'Отчёты и выплаты',
      'Проживание владельца и блокировка дат',
      'Обслуживание и меблировка',
      'Документы и разрешения',
      'Аккаунт и приложение',
      'Заезд и ключи',
    ]);
    expect(doc.questions_by_category[0]?.question_and_answer[3]).toEqual({
      question: 'В какой валюте производятся выплаты?',
      answer: 'В валюте объекта.',
    });
    expect(doc.questions_by_category[5]?.question_and_answer.map((q) => q.question)).toEqual([
      'Где забрать ключи для собственного проживания?',
      'Can I check out late after my own stay?',
    ]);
  });
});
