import type { SurveySectionView } from '@portal/contract';
import { type Answers, type AnswerValue, isSensitiveField } from '@portal/domain';

/** What the form holds for a section: answers as typed (a number field keeps its text until it is checked). */
export type FormAnswers = Record<string, AnswerValue>;

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** The form's answers as the engine and the server read them: numbers as numbers, blank text as no answer. */
export function toAnswers(section: SurveySectionView, form: FormAnswers): Answers {
  const answers: Answers = {};
  for (const field of section.fields) {
    const value = form[field.id] ?? null;
    if (typeof value === 'string' && value.trim() === '') answers[field.id] = null;
    else if (field.type === 'number' && typeof value === 'string') {
      answers[field.id] = NUMBER_TEXT.test(value.trim()) ? Number(value) : value;
    } else answers[field.id] = value;
  }
  return answers;
}

/** A section's answers from the server, as the form starts with them (sensitive fields empty: typed in full). */
export function formOf(section: SurveySectionView): FormAnswers {
  const form: FormAnswers = {};
  for (const field of section.fields) {
    const value = section.answers[field.id] ?? null;
    form[field.id] = isSensitiveField(field) ? '' : typeof value === 'number' ? String(value) : value;
  }
  return form;
}

/** What may be kept on the device: never an IBAN or account number. */
export function withoutSensitive(section: SurveySectionView, form: FormAnswers): FormAnswers {
  const kept: FormAnswers = {};
  for (const field of section.fields)
    if (!isSensitiveField(field) && field.id in form) kept[field.id] = form[field.id] ?? null;
  return kept;
}
