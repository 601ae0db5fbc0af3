import type { ErrorBody, SaveSurveyBody, SectionSave } from '@portal/contract';
import type { Tx } from '@portal/db';
import { schema } from '@portal/db';
import {
  type Answers,
  cleanSection,
  customMessageOf,
  type FieldIssue,
  type SurveySection,
  unknownFieldIssues,
  validateSection,
  validateSurvey,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import { ownedProperty } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';
import { isBankBinding, readBankBinding } from './bindings.ts';
import type { SurveyContext } from './load.ts';
import { SURVEY_FIELD_MESSAGES } from './messages.ts';
import type { SurveyState } from './state.ts';

/** One section to write: its cleaned answers, and for a bank section whether the bank details change. */
export interface SectionWrite {
  section: SurveySection;
  answers: Answers;
  changesBank: boolean;
  copiedFrom: number | null;
}

export interface SavePlan {
  writes: SectionWrite[];
  /** Every answer after the save (plain text; never sent back). */
  answers: Answers;
  completes: boolean;
}

type Issue = NonNullable<ErrorBody['validation']>[number];
const issue = (path: string, code: string, message: string): Issue => ({ path, code, message });
/** A field's issue as the refusal lists it: the field's own customValidationMessage (English) for a wrong answer. */
const fieldIssue = (section: SurveySection, found: FieldIssue): Issue => {
  const field = section.fields.find((candidate) => candidate.id === found.field);
  const custom = field ? customMessageOf(field, found.code) : undefined;
  return issue(
    `sections.${section.id}.${found.field}${found.index === undefined ? '' : `.${found.index}`}`,
    found.code,
    custom?.en ?? SURVEY_FIELD_MESSAGES[found.code],
  );
};

/** Copying bank details takes them from another of the owner's properties, server-side: the numbers never travel. */
async function copiedBankAnswers(
  tx: Tx,
  deps: AppDeps,
  context: SurveyContext,
  section: SurveySection,
  fromPropertyId: number,
): Promise<Answers> {
  if (context.target.property?.id === fromPropertyId) {
    throw new AppError('VALIDATION_FAILED', 'Bank details are copied from another property');
  }
  await ownedProperty(tx, context.owner.id, fromPropertyId);
  const [bank] = await tx
    .select()
    .from(schema.bankAccounts)
    .where(eq(schema.bankAccounts.propertyId, fromPropertyId))
    .limit(1);
  if (!bank) throw new AppError('NOT_FOUND', 'That property has no bank details');
  const answers: Answers = {};
  for (const field of section.fields) {
    answers[field.id] =
      field.bind && isBankBinding(field.bind) ? readBankBinding(field.bind, bank, deps.secrets) : null;
  }
  return answers;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Checks a save with the same engine as the screens (every section given, against all answers) and works out what to
 * write. Nothing is written here, so a refused save changes nothing.
 */
export async function planSave(
  tx: Tx,
  deps: AppDeps,
  context: SurveyContext,
  before: SurveyState,
  body: SaveSurveyBody,
): Promise<SavePlan> {
  const { definition } = context;
  const issues: Issue[] = [];
  const submitted: { section: SurveySection; save: SectionSave; answers: Answers }[] = [];
  const answers: Answers = { ...before.answers };
  for (const save of body.sections) {
    const section = definition.sections.find((candidate) => candidate.id === save.id);
    if (!section) {
      issues.push(issue(`sections.${save.id}`, 'UNKNOWN_SECTION', 'This survey has no such section'));
      continue;
    }
    if (submitted.some((entry) => entry.section.id === save.id)) {
      issues.push(issue(`sections.${save.id}`, 'DUPLICATE_SECTION', 'The section is given twice'));
      continue;
    }
    let given: Answers;
    if ('copyBankFrom' in save) {
      if (section.kind !== 'bankData') {
        issues.push(issue(`sections.${save.id}`, 'NOT_A_BANK_SECTION', 'Only bank details can be copied'));
        continue;
      }
      given = await copiedBankAnswers(tx, deps, context, section, save.copyBankFrom);
    } else {
      given = save.answers;
      issues.push(...unknownFieldIssues(section, given).map((found) => fieldIssue(section, found)));
    }
    for (const field of section.fields) answers[field.id] = given[field.id] ?? null;
    submitted.push({ section, save, answers: given });
  }
  for (const { section } of submitted) {
    issues.push(...validateSection(definition, section, answers).map((found) => fieldIssue(section, found)));
  }
  if (issues.length > 0) throw new AppError('SURVEY_INVALID', 'Some answers break the survey rules', issues);
  if (body.completed) {
    const incomplete = Object.entries(validateSurvey(definition, answers)).filter(([, found]) => found.length > 0);
    if (incomplete.length > 0) {
      throw new AppError(
        'SURVEY_INCOMPLETE',
        'Every section must be valid before the survey is completed',
        incomplete.map(([id]) => issue(`sections.${id}`, 'SECTION_INCOMPLETE', 'This section is not complete')),
      );
    }
  }
  const writes = submitted.map(({ section, save }): SectionWrite => {
    const cleaned = cleanSection(definition, section, answers);
    const isBank = section.kind === 'bankData';
    const changesBank = isBank && section.fields.some((field) => !same(cleaned[field.id], before.answers[field.id]));
    return { section, answers: cleaned, changesBank, copiedFrom: 'copyBankFrom' in save ? save.copyBankFrom : null };
  });
  return { writes, answers, completes: body.completed };
}
