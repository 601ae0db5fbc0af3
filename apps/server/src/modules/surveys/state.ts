import type { Answers, SurveySection } from '@portal/domain';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  isBankBinding,
  isOwnerBinding,
  isPropertyBinding,
  readBankBinding,
  readOwnerBinding,
  readPropertyBinding,
} from './bindings.ts';
import type { SurveyContext, SurveyRow } from './load.ts';

/** A survey's answers as they stand, in plain text (sensitive ones included: they never leave the server). */
export interface SurveyState {
  answers: Answers;
  /** Bank sections that have stored bank details. */
  storedBank: Set<string>;
}

/** Personal sections are the owner's, shared by every survey that asks them; the rest belong to the survey. */
export function rowFor(context: SurveyContext, section: SurveySection): SurveyRow | null {
  return section.kind === 'personalDetails' ? context.personalRow : context.ownRow;
}

/** Bank details of a survey without a property are sealed whole in its row: { sectionId: answers }. */
export function openSealedBank(row: SurveyRow | null, secrets: SecretBox): Record<string, Answers> {
  if (!row?.bankSealed) return {};
  try {
    return JSON.parse(secrets.decrypt(row.bankSealed)) as Record<string, Answers>;
  } catch {
    return {};
  }
}

/**
 * Gathers every answer: from the survey rows, overridden by the columns the fields are bound to (the owner's name,
 * the property's facts, its bank account), and the sealed bank details of a survey without a property.
 */
export function assembleState(context: SurveyContext, secrets: SecretBox): SurveyState {
  const { owner, target, bank } = context;
  const answers: Answers = {};
  const storedBank = new Set<string>();
  const sealedBank = openSealedBank(context.ownRow, secrets);
  for (const section of context.definition.sections) {
    const isBankSection = section.kind === 'bankData';
    const stored =
      isBankSection && !target.property ? sealedBank[section.id] : rowFor(context, section)?.answers[section.id];
    if (isBankSection && (target.property ? bank !== null : stored !== undefined)) storedBank.add(section.id);
    for (const field of section.fields) {
      const binding = field.bind;
      let value = stored?.[field.id] ?? null;
      if (binding && isOwnerBinding(binding)) value = readOwnerBinding(binding, owner);
      if (binding && target.property && isPropertyBinding(binding))
        value = readPropertyBinding(binding, target.property);
      if (binding && target.property && isBankBinding(binding))
        value = bank ? readBankBinding(binding, bank, secrets) : null;
      answers[field.id] = value;
    }
  }
  return { answers, storedBank };
}
