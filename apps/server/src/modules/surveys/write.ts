import type { Tx } from '@portal/db';
import { schema } from '@portal/db';
import { type Answers, type AnswerValue, lastFour } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../types.ts';
import {
  type BankBinding,
  bankRow,
  isBankBinding,
  isOwnerBinding,
  isPropertyBinding,
  type OwnerBinding,
  ownerChanges,
  type PropertyBinding,
  propertyChanges,
} from './bindings.ts';
import { loadDefinition } from './definitions.ts';
import type { SurveyContext, SurveyRow } from './load.ts';
import type { SavePlan } from './plan-save.ts';
import { openSealedBank } from './state.ts';

interface RowChanges {
  answers: Record<string, Answers>;
  touched: boolean;
}

/** Answers of bound fields go to their columns where those exist; everything else to the survey's rows. */
function sortAnswers(context: SurveyContext, plan: SavePlan) {
  const own: RowChanges = { answers: { ...(context.ownRow?.answers ?? {}) }, touched: false };
  const personal: RowChanges =
    context.target.kind === 'personal' ? own : { answers: { ...(context.personalRow?.answers ?? {}) }, touched: false };
  const ownerValues: Partial<Record<OwnerBinding, AnswerValue>> = {};
  const propertyValues: Partial<Record<PropertyBinding, AnswerValue>> = {};
  const bankValues: Partial<Record<BankBinding, AnswerValue>> = {};
  const sealedBank: Record<string, Answers> = {};
  const { property } = context.target;
  for (const { section, answers } of plan.writes) {
    if (section.kind === 'bankData' && !property) {
      sealedBank[section.id] = answers;
      continue;
    }
    const row = section.kind === 'personalDetails' ? personal : own;
    const kept: Answers = {};
    for (const field of section.fields) {
      const value = answers[field.id] ?? null;
      const binding = field.bind;
      if (binding && isOwnerBinding(binding)) ownerValues[binding] = value;
      else if (binding && property && isPropertyBinding(binding)) propertyValues[binding] = value;
      else if (binding && property && isBankBinding(binding)) bankValues[binding] = value;
      else kept[field.id] = value;
    }
    row.answers[section.id] = kept;
    row.touched = true;
  }
  return { own, personal, ownerValues, propertyValues, bankValues, sealedBank };
}

/** The sealed bank details of a survey without a property, and the last 4 of its numbers for the summary. */
function sealBank(deps: AppDeps, context: SurveyContext, changed: Record<string, Answers>) {
  const all = { ...openSealedBank(context.ownRow, deps.secrets), ...changed };
  const numbers = context.definition.sections
    .filter((section) => section.kind === 'bankData')
    .flatMap((section) => section.fields.map((field) => [field, all[section.id]?.[field.id]] as const));
  const last4 = (binding: BankBinding) => {
    const value = numbers.find(([field]) => field.bind === binding)?.[1];
    return typeof value === 'string' && value !== '' ? lastFour(value) : null;
  };
  return {
    bankSealed: deps.secrets.encrypt(JSON.stringify(all)),
    bankMask: { ibanLast4: last4('bank.account_iban'), accountNumberLast4: last4('bank.account_data') },
  };
}

async function upsertRow(
  tx: Tx,
  context: SurveyContext,
  existing: SurveyRow | null,
  values: Partial<typeof schema.ownerSurveys.$inferInsert>,
  kind: SurveyRow['kind'],
  definitionId: number,
): Promise<number> {
  const { ownerSurveys } = schema;
  if (existing) {
    await tx.update(ownerSurveys).set(values).where(eq(ownerSurveys.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(ownerSurveys)
    .values({
      ownerId: context.owner.id,
      propertyId: kind === 'property' ? (context.target.property?.id ?? null) : null,
      kind,
      definitionId,
      ...values,
    })
    .returning({ id: ownerSurveys.id });
  if (!row) throw new Error('survey insert returned no row');
  return row.id;
}

/**
 * Writes a checked save in the caller's transaction: rows, bound columns, the bank account, completion. Returns the id
 * of the survey's own row.
 */
export async function applySave(tx: Tx, deps: AppDeps, context: SurveyContext, plan: SavePlan, now: Date) {
  const sorted = sortAnswers(context, plan);
  const { owner, target } = context;
  const isCompletedNow = plan.completes;
  const completedAt = (row: SurveyRow | null) => (isCompletedNow ? (row?.completedAt ?? now) : row?.completedAt);
  const sealed = Object.keys(sorted.sealedBank).length > 0 ? sealBank(deps, context, sorted.sealedBank) : {};
  const surveyId = await upsertRow(
    tx,
    context,
    context.ownRow,
    {
      answers: sorted.own.answers,
      definitionId: context.definition.id,
      updatedAt: now,
      completedAt: completedAt(context.ownRow) ?? null,
      ...sealed,
    },
    target.kind,
    context.definition.id,
  );
  // Completing onboarding completes the personal profile it asked for too.
  const personalCompletes = isCompletedNow && target.kind === 'onboarding';
  if (target.kind !== 'personal' && (sorted.personal.touched || personalCompletes)) {
    const row = context.personalRow;
    const definitionId = row?.definitionId ?? (await loadDefinition(tx, 'personal')).id;
    await upsertRow(
      tx,
      context,
      row,
      {
        answers: sorted.personal.answers,
        updatedAt: now,
        completedAt: (personalCompletes ? (row?.completedAt ?? now) : row?.completedAt) ?? null,
      },
      'personal',
      definitionId,
    );
  }
  const ownerUpdate = {
    ...(Object.keys(sorted.ownerValues).length > 0 ? ownerChanges(sorted.ownerValues, owner) : {}),
    ...(isCompletedNow && target.kind === 'onboarding' ? { surveyCompleted: true } : {}),
  };
  if (Object.keys(ownerUpdate).length > 0) {
    await tx.update(schema.owners).set(ownerUpdate).where(eq(schema.owners.id, owner.id));
  }
  if (target.property && Object.keys(sorted.propertyValues).length > 0) {
    await tx
      .update(schema.properties)
      .set(propertyChanges(sorted.propertyValues))
      .where(eq(schema.properties.id, target.property.id));
  }
  if (target.property && Object.keys(sorted.bankValues).length > 0) {
    const values = { ...bankRow(sorted.bankValues, deps.secrets), updatedAt: now };
    await tx
      .insert(schema.bankAccounts)
      .values({ ownerId: owner.id, propertyId: target.property.id, ...values })
      .onConflictDoUpdate({ target: schema.bankAccounts.propertyId, set: values });
  }
  return surveyId;
}
