import type { AnswerScalar, Answers, AnswerValue, Condition, SurveyField } from './types.ts';

export function isFilled(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((entry) => entry.trim() !== '');
  return true;
}

function matches(value: AnswerValue | undefined, expected: AnswerScalar): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.includes(String(expected));
  return value === expected;
}

/** Whether a condition holds for the answers (answers of hidden fields must already be left out). */
export function evaluate(condition: Condition, answers: Answers): boolean {
  if ('all' in condition) return condition.all.every((part) => evaluate(part, answers));
  if ('any' in condition) return condition.any.some((part) => evaluate(part, answers));
  if ('not' in condition) return !evaluate(condition.not, answers);
  const value = answers[condition.field];
  if ('equals' in condition) return matches(value, condition.equals);
  if ('notEquals' in condition) return !matches(value, condition.notEquals);
  if ('in' in condition) return condition.in.some((expected) => matches(value, expected));
  return isFilled(value) === condition.filled;
}

/** Every field id a condition reads. */
export function referencedFields(condition: Condition | undefined): string[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(referencedFields);
  if ('any' in condition) return condition.any.flatMap(referencedFields);
  if ('not' in condition) return referencedFields(condition.not);
  return [condition.field];
}

/**
 * The answers of the fields that show, given all answers: a field shows when its showIf holds over the answers of
 * fields that themselves show, so a chain A → B → C hides C when A hides B. A cycle (refused by checkDefinition)
 * hides the fields on it rather than looping.
 */
export function visibleAnswers(fields: readonly SurveyField[], answers: Answers): Answers {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const state = new Map<string, 'pending' | boolean>();
  const isVisible = (id: string): boolean => {
    const known = state.get(id);
    if (known === 'pending') return false;
    if (known !== undefined) return known;
    const field = byId.get(id);
    if (!field) return true;
    state.set(id, 'pending');
    const scope: Answers = {};
    for (const ref of referencedFields(field.showIf)) if (isVisible(ref)) scope[ref] = answers[ref] ?? null;
    const visible = field.showIf ? evaluate(field.showIf, scope) : true;
    state.set(id, visible);
    return visible;
  };
  const shown: Answers = {};
  for (const [id, value] of Object.entries(answers)) if (!byId.has(id) || isVisible(id)) shown[id] = value;
  for (const field of fields) if (!(field.id in shown) && isVisible(field.id)) shown[field.id] = null;
  return shown;
}

export function isFieldVisible(field: SurveyField, visible: Answers): boolean {
  return field.id in visible;
}
