import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamptz,
  uniqueIndex,
} from './columns.ts';
import { owners } from './owners.ts';
import { properties } from './properties.ts';
import { staff } from './staff.ts';

/**
 * docs/product/notifications.md#content Notification content as stored: the server validates it with the contract's `notificationContent` before
 * writing (db may not import the contract); the CHECK below keeps its two lists present whoever writes.
 */
export interface StoredNotificationContent {
  title?: { en: string; ru?: string; ar?: string };
  message?: { en: string; ru?: string; ar?: string };
  personal_data: string[];
  properties_data: { nickname: string; property_id: number }[];
}

/** docs/product/notifications.md#content Notification: one per owner; unread while read_at is null. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<StoredNotificationContent>().notNull(),
    // docs/product/notifications.md#content is_survey: the notification is about an incomplete survey and leads to it.
    isSurvey: boolean('is_survey').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    // The bell's list: the owner's unread first, then newest first (docs/product/notifications.md#the-list), read straight off the index.
    index('notifications_owner_list_idx').on(t.ownerId, sql`(read_at IS NOT NULL)`, t.createdAt.desc(), t.id.desc()),
    // The bell's number.
    index('notifications_owner_unread_idx').on(t.ownerId).where(sql`read_at IS NULL`),
    check(
      'notifications_content_check',
      sql`jsonb_typeof(content) = 'object' AND jsonb_typeof(content -> 'personal_data') = 'array'
        AND jsonb_typeof(content -> 'properties_data') = 'array'`,
    ),
  ],
);

/** docs/product/help.md#faq FAQ: categories in the order shown, titled in each language the company wrote (en always). */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // A stable name (the import matches on it).
    key: text('key').notNull(),
    position: smallint('position').notNull(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru'),
    titleAr: text('title_ar'),
  },
  (t) => [uniqueIndex('faq_categories_key_key').on(t.key), index('faq_categories_position_idx').on(t.position)],
);

/**
 * A question and its answer. A language has both texts or neither (CHECK), so a reader falls back to English per
 * question and never shows a Russian question with an English answer.
 */
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: smallint('position').notNull(),
    questionEn: text('question_en').notNull(),
    answerEn: text('answer_en').notNull(),
    questionRu: text('question_ru'),
    answerRu: text('answer_ru'),
    questionAr: text('question_ar'),
    answerAr: text('answer_ar'),
  },
  (t) => [
    uniqueIndex('faq_questions_key_key').on(t.key),
    index('faq_questions_category_position_idx').on(t.categoryId, t.position),
    check('faq_questions_ru_pair_check', sql`(question_ru IS NULL) = (answer_ru IS NULL)`),
    check('faq_questions_ar_pair_check', sql`(question_ar IS NULL) = (answer_ar IS NULL)`),
  ],
);

/** docs/product/help.md#the-support-mail Support mail: what an owner sent from the help screen; staff mark it handled in the console. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    // 'general_question', 'technical_issue', or the text the owner chose (a property's nickname).
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    handledAt: timestamptz('handled_at'),
    handledByStaffId: integer('handled_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('support_messages_created_idx').on(t.createdAt.desc()),
    index('support_messages_owner_idx').on(t.ownerId),
    check('support_messages_handled_check', sql`handled_by_staff_id IS NULL OR handled_at IS NOT NULL`),
  ],
);
