import type { FaqDocument, FaqResponse } from '@portal/contract';
import type { LanguageCode } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../types.ts';
import { queryRows } from '../calendar/sql-values.ts';

/**
 * GET /faq: every category with its questions, by position, in one statement. The language is the one asked for,
 * else the owner's preferred one; a category title or a question (with its answer: both or neither exist in a
 * language) that has no text in it is shown in English.
 */
export async function readFaq(deps: AppDeps, options: { ownerId: number; lang?: LanguageCode }): Promise<FaqResponse> {
  const rows = await queryRows(
    deps.db,
    sql`
    WITH lang AS (
      SELECT coalesce(${options.lang ?? null}::text,
        (SELECT preferred_language FROM owners WHERE id = ${options.ownerId}), 'en') AS code
    )
    SELECT c.id AS category_id,
      coalesce(CASE lang.code WHEN 'ru' THEN c.title_ru WHEN 'ar' THEN c.title_ar END, c.title_en) AS category,
      coalesce(CASE lang.code WHEN 'ru' THEN q.question_ru WHEN 'ar' THEN q.question_ar END, q.question_en) AS question,
      coalesce(CASE lang.code WHEN 'ru' THEN q.answer_ru WHEN 'ar' THEN q.answer_ar END, q.answer_en) AS answer
    FROM lang, faq_categories c
    JOIN faq_questions q ON q.category_id = c.id
    ORDER BY c.position, c.id, q.position, q.id
  `,
  );
  const document: FaqDocument = { questions_by_category: [] };
  let lastCategory: unknown = null;
  for (const row of rows) {
    if (row.category_id !== lastCategory) {
      document.questions_by_category.push({ questions_category: String(row.category), question_and_answer: [] });
      lastCategory = row.category_id;
    }
    document.questions_by_category.at(-1)?.question_and_answer.push({
      question: String(row.question),
      answer: String(row.answer),
    });
  }
  // docs/product/help.md#server-calls: the FAQ travels as a JSON string.
  return { faq: JSON.stringify(document) };
}
