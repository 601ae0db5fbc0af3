import {
  type Condition,
  FIELD_BINDINGS,
  FIELD_TYPES,
  NAMED_VALIDATIONS,
  SECTION_KINDS,
  SURVEY_KINDS,
  type SurveySection,
  TEXTAREA_MAX_LENGTH,
} from '@portal/domain';
import { z } from 'zod';
import { idParam } from './common.ts';
import { property } from './properties.ts';

const MAX_SECTIONS = 12;
const MAX_FIELDS_PER_SECTION = 60;
const MAX_ENTRIES = 20;

export const surveyKind = z.enum(SURVEY_KINDS);
const localized = z.object({ en: z.string().max(1000), ru: z.string().max(1000), ar: z.string().max(1000) });
const id = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Expected a lower-case identifier');
const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);

const leafCondition = z.union([
  z.object({ field: id, equals: scalar }).strict(),
  z.object({ field: id, notEquals: scalar }).strict(),
  z.object({ field: id, in: z.array(scalar).max(MAX_ENTRIES) }).strict(),
  z.object({ field: id, filled: z.boolean() }).strict(),
]);
const combined = <T extends z.ZodType>(inner: T) =>
  z.union([
    inner,
    z.object({ all: z.array(inner).max(MAX_ENTRIES) }).strict(),
    z.object({ any: z.array(inner).max(MAX_ENTRIES) }).strict(),
    z.object({ not: inner }).strict(),
  ]);

/**
 * showIf / requiredIf: a comparison, or all / any / not of conditions, nested at most three deep. Written out rather
 * than recursive so the OpenAPI document can describe it; a deeper definition is refused as unsound.
 */
export const condition = combined(combined(combined(leafCondition))) as unknown as z.ZodType<Condition>;

/** docs/product/settings-surveys.md#questions-are-data Survey field, as stored in a definition and sent to the screens. */
export const surveyField = z.object({
  id,
  name: localized,
  type: z.enum(FIELD_TYPES),
  options: z
    .array(z.object({ value: z.string().max(100), label: localized }))
    .max(50)
    .optional(),
  multipleFields: z
    .array(z.object({ id, name: localized }))
    .max(10)
    .optional(),
  validation: z.union([z.enum(NAMED_VALIDATIONS), z.object({ pattern: z.string().max(200) })]).optional(),
  required: z.boolean().optional(),
  requiredIf: condition.optional(),
  showIf: condition.optional(),
  minValue: z.number().optional(),
  maxValue: z.number().optional(),
  customValidationMessage: localized.optional(),
  placeholder: localized.optional(),
  sensitive: z.boolean().optional(),
  bind: z.enum(FIELD_BINDINGS).optional(),
});

export const surveySection: z.ZodType<SurveySection> = z.object({
  id,
  name: localized,
  description: localized.optional(),
  kind: z.enum(SECTION_KINDS),
  fields: z.array(surveyField).max(MAX_FIELDS_PER_SECTION),
});
/** A definition as stored: read back through this schema, so a broken row is never served. */
export const surveySections = z.array(surveySection).min(1).max(MAX_SECTIONS);

/** One answer: text, a number, yes/no, chosen options or multi-field entries; null clears it. */
export const answerValue = z.union([
  z.string().max(TEXTAREA_MAX_LENGTH),
  z.number(),
  z.boolean(),
  z.array(z.string().max(TEXTAREA_MAX_LENGTH)).max(MAX_ENTRIES),
  z.null(),
]);
export const sectionAnswers = z
  .record(id, answerValue)
  .refine((answers) => Object.keys(answers).length <= MAX_FIELDS_PER_SECTION, 'Too many answers');

// GET and POST /api/owner_survey?ownerId&propertyId&kind: propertyId 'null' (or none) is a survey without a property.
export const ownerSurveyQuery = z.object({
  ownerId: idParam.optional(),
  propertyId: z.union([z.literal('null'), idParam]).optional(),
  kind: surveyKind.optional(),
});
export type OwnerSurveyQuery = z.infer<typeof ownerSurveyQuery>;

export const surveySectionView = surveySection.and(
  z.object({
    /** Answers of the section; sensitive fields are never sent back, only `masked`. */
    answers: z.record(z.string(), answerValue),
    /** Last 4 characters of each stored sensitive answer, by field id. */
    masked: z.record(z.string(), z.string()),
    /** Bank sections: whether bank details are stored (then shown masked until the owner changes them). */
    hasStoredBank: z.boolean(),
    /** Every answer passes the rules (the server's judgement, stored answers included). */
    isValid: z.boolean(),
  }),
);
export type SurveySectionView = z.infer<typeof surveySectionView>;

export const surveyData = z.object({
  kind: surveyKind,
  version: z.number().int(),
  sections: z.array(surveySectionView),
  isRussian: z.boolean(),
  isCompleted: z.boolean(),
  /** The company shows this owner a coming-soon page instead of the survey (no sections then). */
  comingSoon: z.boolean(),
});
export type SurveyData = z.infer<typeof surveyData>;

export const completedSurvey = z.object({
  kind: surveyKind,
  propertyId: z.number().int().nullable(),
  completedAt: z.string(),
});

export const ownerSurveyResponse = z.object({
  surveyData,
  property: property.nullable(),
  completedSurveys: z.array(completedSurvey),
});
export type OwnerSurveyResponse = z.infer<typeof ownerSurveyResponse>;

/** A section to save: its answers, or (bank sections only) the property whose bank details to copy. */
export const sectionSave = z.union([
  z.object({ id, answers: sectionAnswers }).strict(),
  z.object({ id, copyBankFrom: idParam }).strict(),
]);
export type SectionSave = z.infer<typeof sectionSave>;

export const saveSurveyRequest = z.object({
  sections: z.array(sectionSave).min(1).max(MAX_SECTIONS),
  /** docs/product/settings-surveys.md#one-section-at-a-time: sent when every section is filled; the server marks the survey completed only if all are valid. */
  completed: z.boolean().default(false),
});
export type SaveSurveyRequest = z.input<typeof saveSurveyRequest>;
export type SaveSurveyBody = z.output<typeof saveSurveyRequest>;

export const saveSurveyResponse = z.object({ success: z.literal(true), surveyData });
export type SaveSurveyResponse = z.infer<typeof saveSurveyResponse>;

// GET /api/owner_bank_details?ownerId: the bank details of the owner's properties, masked, for copying.
export const ownerBankDetailsQuery = z.object({ ownerId: idParam.optional() });
/** A bank account as it may leave the server: only the last 4 characters of the IBAN and account number. */
export const maskedBankAccount = z.object({
  account_owner_name: z.string(),
  account_bank_name: z.string(),
  iban_last4: z.string().nullable(),
  account_number_last4: z.string().nullable(),
  account_swift: z.string().nullable(),
  account_currency: z.string().nullable(),
});
export const ownerBankDetailsResponse = z.object({
  surveyBankDetails: z.array(
    z.object({ property_id: z.number().int(), nickname: z.string(), bankAccountDetails: maskedBankAccount }),
  ),
});
export type OwnerBankDetailsResponse = z.infer<typeof ownerBankDetailsResponse>;
