import { referencedFields } from './conditions.ts';
import { compilePattern } from './field-rules.ts';
import type { FieldBinding, NamedValidation, SurveyDefinition, SurveyField } from './types.ts';
import { surveyFields } from './validate.ts';

export interface DefinitionProblem {
  path: string;
  problem:
    | 'DUPLICATE_ID'
    | 'UNKNOWN_REFERENCE'
    | 'CONDITION_CYCLE'
    | 'MISSING_OPTIONS'
    | 'MISPLACED_MULTIPLE_FIELDS'
    | 'BAD_PATTERN'
    | 'BAD_BOUNDS'
    | 'DUPLICATE_BINDING'
    | 'MISPLACED_BINDING'
    | 'BINDING_NEEDS_VALIDATION';
}

/** Bindings whose column only takes one kind of value: the field must be validated for it. */
const BINDING_VALIDATIONS: Partial<Record<FieldBinding, NamedValidation>> = {
  'property.permit_expires_at': 'date',
  'bank.account_iban': 'iban',
  'bank.account_swift': 'swift',
  'bank.account_data': 'accountNumber',
  'bank.account_currency': 'currency',
};

function fieldProblems(path: string, field: SurveyField, known: Set<string>): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const needed = field.bind ? BINDING_VALIDATIONS[field.bind] : undefined;
  if (needed && field.validation !== needed) problems.push({ path, problem: 'BINDING_NEEDS_VALIDATION' });
  const hasOptions = (field.options?.length ?? 0) > 0;
  if ((field.type === 'radio' || field.type === 'checkbox') && !hasOptions) {
    problems.push({ path, problem: 'MISSING_OPTIONS' });
  }
  if (field.multipleFields?.length && field.type !== 'textbox' && field.type !== 'textarea') {
    problems.push({ path, problem: 'MISPLACED_MULTIPLE_FIELDS' });
  }
  if (typeof field.validation === 'object' && !compilePattern(field.validation.pattern)) {
    problems.push({ path, problem: 'BAD_PATTERN' });
  }
  if (field.minValue !== undefined && field.maxValue !== undefined && field.minValue > field.maxValue) {
    problems.push({ path, problem: 'BAD_BOUNDS' });
  }
  for (const ref of [...referencedFields(field.showIf), ...referencedFields(field.requiredIf)]) {
    if (!known.has(ref)) problems.push({ path: `${path}:${ref}`, problem: 'UNKNOWN_REFERENCE' });
  }
  return problems;
}

/** Field ids on a showIf cycle (A shows if B, B shows if A): such fields could never be decided. */
function showIfCycles(fields: SurveyField[]): string[] {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const state = new Map<string, 'visiting' | 'done'>();
  const onCycle = new Set<string>();
  const visit = (id: string, trail: string[]) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      for (const member of trail.slice(trail.indexOf(id))) onCycle.add(member);
      return;
    }
    state.set(id, 'visiting');
    for (const ref of referencedFields(byId.get(id)?.showIf)) if (byId.has(ref)) visit(ref, [...trail, id]);
    state.set(id, 'done');
  };
  for (const field of fields) visit(field.id, []);
  return [...onCycle];
}

/**
 * Whether a definition can be served: the company edits definitions as data, so a broken one is refused before
 * any owner sees it (the seed and the server both check).
 */
export function checkDefinition(definition: Pick<SurveyDefinition, 'sections'>): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const fields = surveyFields(definition);
  const known = new Set<string>();
  for (const field of fields) {
    if (known.has(field.id)) problems.push({ path: field.id, problem: 'DUPLICATE_ID' });
    known.add(field.id);
  }
  const sectionIds = new Set<string>();
  const bindings = new Set<string>();
  for (const section of definition.sections) {
    if (sectionIds.has(section.id)) problems.push({ path: section.id, problem: 'DUPLICATE_ID' });
    sectionIds.add(section.id);
    for (const field of section.fields) {
      const path = `${section.id}.${field.id}`;
      problems.push(...fieldProblems(path, field, known));
      if (!field.bind) continue;
      if (bindings.has(field.bind)) problems.push({ path, problem: 'DUPLICATE_BINDING' });
      bindings.add(field.bind);
      if (field.bind.startsWith('bank.') !== (section.kind === 'bankData')) {
        problems.push({ path, problem: 'MISPLACED_BINDING' });
      }
    }
  }
  for (const id of showIfCycles(fields)) problems.push({ path: id, problem: 'CONDITION_CYCLE' });
  return problems;
}
