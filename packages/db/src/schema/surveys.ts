import { type Answers, SURVEY_KINDS, type SurveySection } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, index, inList, integer, jsonb, pgTable, text, timestamptz, uniqueIndex } from './columns.ts';
import { owners } from './owners.ts';
import { properties } from './properties.ts';

/**
 * docs/product/settings-surveys.md#questions-are-data Survey: the questions are data, so the company changes them without a release. A new version of a
 * kind is a new row; owners are always shown the highest version (decision 036).
 */
export const surveyDefinitions = pgTable(
  'survey_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: SURVEY_KINDS }).notNull(),
    version: integer('version').notNull(),
    sections: jsonb('sections').$type<SurveySection[]>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_definitions_kind_version_key').on(t.kind, t.version),
    check('survey_definitions_kind_check', sql`kind IN (${inList(SURVEY_KINDS)})`),
  ],
);

/** The masked view of sealed bank numbers kept beside them, so showing them never decrypts. */
export interface SealedBankMask {
  ibanLast4: string | null;
  accountNumberLast4: string | null;
}

/**
 * One owner's answers to one survey: the personal profile and onboarding once per owner, a property's survey once
 * per property, a property to add one open at a time. Answers are kept by section id; answers that belong to the
 * owner, the property or its bank account are written there instead (the fields' bindings). Bank details of a
 * survey that has no property yet are sealed here as a whole (decision 029).
 */
export const ownerSurveys = pgTable(
  'owner_surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SURVEY_KINDS }).notNull(),
    // The version last saved against, so a completed survey can be read against the questions it answered.
    definitionId: integer('definition_id')
      .notNull()
      .references(() => surveyDefinitions.id),
    answers: jsonb('answers').$type<Record<string, Answers>>().notNull().default({}),
    bankSealed: text('bank_sealed'),
    bankMask: jsonb('bank_mask').$type<SealedBankMask>(),
    completedAt: timestamptz('completed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('owner_surveys_owner_idx').on(t.ownerId),
    uniqueIndex('owner_surveys_property_key').on(t.propertyId).where(sql`kind = 'property'`),
    uniqueIndex('owner_surveys_owner_kind_key').on(t.ownerId, t.kind).where(sql`kind IN ('onboarding', 'personal')`),
    uniqueIndex('owner_surveys_open_add_property_key')
      .on(t.ownerId)
      .where(sql`kind = 'add_property' AND completed_at IS NULL`),
    check('owner_surveys_kind_check', sql`kind IN (${inList(SURVEY_KINDS)})`),
    check('owner_surveys_property_check', sql`(kind = 'property') = (property_id IS NOT NULL)`),
  ],
);
