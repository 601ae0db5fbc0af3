import { notificationContent } from '@portal/contract';
import type { ImportFile } from '@portal/contract/import';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { announceUnreadChanged } from '../notifications/live.ts';
import { keyedRow, type PropertyRef, put, refuse, type Values, type Writer } from './import-writer.ts';

const { notifications, properties, faqCategories, faqQuestions } = schema;

/** JSON with its keys in order at every level: jsonb keeps its own key order, so documents compare by this. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function linkedProperty(w: Writer, known: Map<string, PropertyRef>, externalId: string, path: string) {
  const id = known.get(externalId)?.id ?? (await keyedRow(w.tx, 'property', externalId));
  const [row] = id === undefined ? [] : await w.tx.select().from(properties).where(eq(properties.id, id));
  if (!row) throw refuse(path, `no property with externalId "${externalId}"`);
  return row;
}

/**
 * Notifications: each owner's, with links to their own properties only. Owners whose notifications were
 * made or changed are announced, so their open bells update when the import commits.
 */
export async function importNotifications(
  w: Writer,
  data: ImportFile,
  ownerIds: Map<string, number>,
  known: Map<string, PropertyRef>,
): Promise<void> {
  const changedOwners = new Set<number>();
  for (const [index, record] of data.notifications.entries()) {
    const path = `notifications[${index}]`;
    const ownerId = ownerIds.get(record.owner) ?? (await keyedRow(w.tx, 'owner', record.owner));
    if (ownerId === undefined) throw refuse(`${path}.owner`, `no owner with externalId "${record.owner}"`);
    const linked = [];
    for (const [i, externalId] of record.properties.entries()) {
      const property = await linkedProperty(w, known, externalId, `${path}.properties[${i}]`);
      if (property.ownerId !== ownerId) {
        throw refuse(`${path}.properties[${i}]`, `property "${externalId}" belongs to another owner`);
      }
      linked.push({ nickname: property.nickname, property_id: property.id });
    }
    const content = notificationContent.parse({
      ...(record.title ? { title: record.title } : {}),
      ...(record.message ? { message: record.message } : {}),
      personal_data: record.personalData,
      properties_data: linked,
    });
    const columns = {
      ownerId,
      content,
      isSurvey: record.isSurvey,
      createdAt: new Date(record.createdAt),
      readAt: record.readAt === null ? null : new Date(record.readAt),
    };
    const before = { ...w.report.notifications };
    await put(w, 'notifications', 'notification', record.externalId, path, {
      values: { ...columns, content: canonical(content) },
      read: async (rowId) => {
        const [row] = await w.tx.select().from(notifications).where(eq(notifications.id, rowId));
        return row && { ...row, content: canonical(row.content) };
      },
      insert: async () =>
        (await w.tx.insert(notifications).values(columns).returning({ id: notifications.id }))[0]?.id ?? 0,
      update: async (rowId) => {
        await w.tx.update(notifications).set(columns).where(eq(notifications.id, rowId));
      },
    });
    if (w.report.notifications.unchanged === before.unchanged) changedOwners.add(ownerId);
  }
  for (const ownerId of changedOwners) await announceUnreadChanged(w.tx, ownerId);
}

function keysOnce(data: ImportFile): void {
  const categories = new Set<string>();
  const questions = new Set<string>();
  for (const [ci, category] of data.faq.entries()) {
    if (categories.has(category.key)) throw refuse(`faq[${ci}].key`, 'appears twice in the file');
    categories.add(category.key);
    for (const [qi, question] of category.questions.entries()) {
      if (questions.has(question.key)) throw refuse(`faq[${ci}].questions[${qi}].key`, 'appears twice in the file');
      questions.add(question.key);
    }
  }
}

/** Matched by key: a category or question already here (the demo FAQ, an earlier import) is updated, not doubled. */
const byKey = <Row extends { id: number; key: string }>(
  w: Writer,
  table: typeof faqCategories | typeof faqQuestions,
  values: Values & { key: string },
) => ({
  values,
  read: async (rowId: number) => (await w.tx.select().from(table).where(eq(table.id, rowId)))[0] as Row | undefined,
  adopt: async () => (await w.tx.select({ id: table.id }).from(table).where(eq(table.key, values.key)))[0]?.id,
  insert: async () =>
    (
      await w.tx
        .insert(table)
        .values(values as never)
        .returning({ id: table.id })
    )[0]?.id ?? 0,
  update: async (rowId: number) => {
    await w.tx
      .update(table)
      .set(values as never)
      .where(eq(table.id, rowId));
  },
});

/** The FAQ: categories and questions with their positions and texts in en, ru and ar. */
export async function importFaq(w: Writer, data: ImportFile): Promise<void> {
  keysOnce(data);
  for (const [ci, category] of data.faq.entries()) {
    const path = `faq[${ci}]`;
    const categoryId = await put(
      w,
      'faqCategories',
      'faq_category',
      category.key,
      path,
      byKey(w, faqCategories, {
        key: category.key,
        position: category.position,
        titleEn: category.title.en,
        titleRu: category.title.ru ?? null,
        titleAr: category.title.ar ?? null,
      }),
    );
    for (const [qi, question] of category.questions.entries()) {
      await put(
        w,
        'faqQuestions',
        'faq_question',
        question.key,
        `${path}.questions[${qi}]`,
        byKey(w, faqQuestions, {
          categoryId,
          key: question.key,
          position: question.position,
          questionEn: question.question.en,
          answerEn: question.answer.en,
          questionRu: question.question.ru ?? null,
          answerRu: question.answer.ru ?? null,
          questionAr: question.question.ar ?? null,
          answerAr: question.answer.ar ?? null,
        }),
      );
    }
  }
}
