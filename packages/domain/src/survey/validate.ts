import { freesSwiftAndAccount } from './bank.ts';
import { evaluate, isFilled, visibleAnswers } from './conditions.ts';
import { type BankContext, EXEMPT_FIELD_IDS, textIssue, textOf } from './field-rules.ts';
import {
  type Answers,
  type AnswerValue,
  type FieldIssue,
  type Localized,
  type SurveyDefinition,
  type SurveyField,
  type SurveyFieldCode,
  type SurveySection,
  TEXTAREA_MAX_LENGTH,
  TEXTBOX_MAX_LENGTH,
} from './types.ts';

export function surveyFields(definition: Pick<SurveyDefinition, 'sections'>): SurveyField[] {
  return definition.sections.flatMap((section) => section.fields);
}

function bankContextOf(section: SurveySection, visible: Answers): BankContext {
  const answerOf = (validation: 'iban' | 'swift') => {
    const field = section.fields.find((candidate) => candidate.validation === validation);
    return field ? textOf(visible[field.id]) : null;
  };
  return { iban: answerOf('iban'), swift: answerOf('swift') };
}

/** Required unless exempt (docs/product/settings-surveys.md#field-rules), unless the definition says otherwise; with an AE IBAN swift and account number never are. */
export function isFieldRequired(field: SurveyField, visible: Answers, bank: BankContext): boolean {
  const isAeExempt = field.validation === 'swift' || field.validation === 'accountNumber';
  if (isAeExempt && freesSwiftAndAccount(bank.iban)) return false;
  if (field.requiredIf) return evaluate(field.requiredIf, visible);
  return field.required ?? !EXEMPT_FIELD_IDS.has(field.id);
}

function lengthIssue(field: SurveyField, text: string): SurveyFieldCode | null {
  const max = field.type === 'textarea' ? TEXTAREA_MAX_LENGTH : TEXTBOX_MAX_LENGTH;
  return text.length > max ? 'TOO_LONG' : null;
}

function entriesIssues(field: SurveyField, value: AnswerValue, isRequired: boolean, bank: BankContext): FieldIssue[] {
  const slots = field.multipleFields?.length ?? 0;
  if (!Array.isArray(value) || value.length > slots) return [{ field: field.id, code: 'WRONG_TYPE' }];
  const [first = ''] = value;
  if (isRequired && first.trim() === '') return [{ field: field.id, code: 'FIRST_FIELD_REQUIRED', index: 0 }];
  const issues: FieldIssue[] = [];
  value.forEach((entry, index) => {
    if (entry.trim() === '') return;
    const code = lengthIssue(field, entry) ?? textIssue(field.validation, entry, bank);
    if (code) issues.push({ field: field.id, code, index });
  });
  return issues;
}

function numberIssue(field: SurveyField, value: AnswerValue): SurveyFieldCode | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'NOT_A_NUMBER';
  if (field.minValue !== undefined && value < field.minValue) return 'BELOW_MIN';
  if (field.maxValue !== undefined && value > field.maxValue) return 'ABOVE_MAX';
  return null;
}

function optionIssue(field: SurveyField, value: AnswerValue, bank: BankContext): SurveyFieldCode | null {
  const allowed = new Set((field.options ?? []).map((option) => option.value));
  if (field.type === 'radio') {
    if (typeof value !== 'string') return 'WRONG_TYPE';
    if (!allowed.has(value)) return 'INVALID_OPTION';
    return textIssue(field.validation, value, bank);
  }
  if (!Array.isArray(value)) return 'WRONG_TYPE';
  return value.every((entry) => allowed.has(entry)) ? null : 'INVALID_OPTION';
}

/** The issue of one visible field's answer, or none. */
export function fieldIssues(
  field: SurveyField,
  value: AnswerValue,
  isRequired: boolean,
  bank: BankContext,
): FieldIssue[] {
  if (field.multipleFields?.length)
    return isFilled(value) || isRequired ? entriesIssues(field, value ?? [], isRequired, bank) : [];
  if (!isFilled(value)) return isRequired ? [{ field: field.id, code: 'REQUIRED' }] : [];
  const one = (code: SurveyFieldCode | null) => (code ? [{ field: field.id, code }] : []);
  switch (field.type) {
    case 'textbox':
    case 'textarea': {
      if (typeof value !== 'string') return one('WRONG_TYPE');
      return one(lengthIssue(field, value) ?? textIssue(field.validation, value, bank));
    }
    case 'number':
      return one(numberIssue(field, value));
    case 'boolean':
      return one(typeof value === 'boolean' ? null : 'WRONG_TYPE');
    case 'radio':
    case 'checkbox':
      return one(optionIssue(field, value, bank));
  }
}

/**
 * Every issue of one section, given the answers of the whole survey (showIf and requiredIf may read other
 * sections). Hidden fields are not checked: their answers do not count.
 */
export function validateSection(
  definition: Pick<SurveyDefinition, 'sections'>,
  section: SurveySection,
  answers: Answers,
) {
  const visible = visibleAnswers(surveyFields(definition), answers);
  const bank = bankContextOf(section, visible);
  const issues: FieldIssue[] = [];
  for (const field of section.fields) {
    if (!(field.id in visible)) continue;
    issues.push(...fieldIssues(field, visible[field.id] ?? null, isFieldRequired(field, visible, bank), bank));
  }
  return issues;
}

/** Issues by section id; a survey is complete when every list is empty. */
export function validateSurvey(definition: Pick<SurveyDefinition, 'sections'>, answers: Answers) {
  const bySection: Record<string, FieldIssue[]> = {};
  for (const section of definition.sections) bySection[section.id] = validateSection(definition, section, answers);
  return bySection;
}

export function isSurveyComplete(definition: Pick<SurveyDefinition, 'sections'>, answers: Answers): boolean {
  return Object.values(validateSurvey(definition, answers)).every((issues) => issues.length === 0);
}

/** Answer keys a section does not have: a client sending them is refused rather than silently ignored. */
export function unknownFieldIssues(section: SurveySection, submitted: Answers): FieldIssue[] {
  const known = new Set(section.fields.map((field) => field.id));
  return Object.keys(submitted)
    .filter((id) => !known.has(id))
    .map((field) => ({ field, code: 'UNKNOWN_FIELD' as const }));
}

const MISSING_CODES: ReadonlySet<SurveyFieldCode> = new Set(['REQUIRED', 'FIRST_FIELD_REQUIRED']);

/**
 * docs/product/settings-surveys.md#questions-are-data customValidationMessage: the field's own words for a wrong answer, replacing the engine's; a missing
 * answer still says 'This field is required!' (or 'First field should be filled'). Undefined when the engine's words
 * apply. The screens pick the owner's language; the server's refusal carries the English.
 */
export function customMessageOf(
  field: Pick<SurveyField, 'customValidationMessage'>,
  code: SurveyFieldCode,
): Localized | undefined {
  return MISSING_CODES.has(code) ? undefined : field.customValidationMessage;
}
