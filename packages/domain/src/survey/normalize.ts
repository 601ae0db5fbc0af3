import { visibleAnswers } from './conditions.ts';
import { normalizeText } from './field-rules.ts';
import type { Answers, AnswerValue, SurveyDefinition, SurveyField, SurveySection } from './types.ts';
import { surveyFields } from './validate.ts';

function normalizeValue(field: SurveyField, value: AnswerValue): AnswerValue {
  if (typeof value === 'string') {
    const text = normalizeText(field.validation, value);
    return text === '' ? null : text;
  }
  if (Array.isArray(value)) {
    const entries = value.map((entry) => normalizeText(field.validation, entry));
    while (entries.length > 0 && entries.at(-1) === '') entries.pop();
    return field.multipleFields?.length && entries.length === 0 ? null : entries;
  }
  return value;
}

/**
 * What is stored of a section (after it passed validation): the answers of its visible fields, trimmed, bank
 * identifiers in capitals, empty answers as null. Answers of hidden fields are dropped so they never come back.
 */
export function cleanSection(
  definition: Pick<SurveyDefinition, 'sections'>,
  section: SurveySection,
  answers: Answers,
): Answers {
  const visible = visibleAnswers(surveyFields(definition), answers);
  const clean: Answers = {};
  for (const field of section.fields) {
    if (field.id in visible) clean[field.id] = normalizeValue(field, visible[field.id] ?? null);
  }
  return clean;
}

/** IBAN and account numbers are always sensitive, whatever the definition says. */
export function isSensitiveField(field: SurveyField): boolean {
  return field.sensitive === true || field.validation === 'iban' || field.validation === 'accountNumber';
}
