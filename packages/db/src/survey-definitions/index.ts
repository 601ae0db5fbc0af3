import { checkDefinition, type SurveyKind, type SurveySection } from '@portal/domain';
import type { Db } from '../client.ts';
import { surveyDefinitions } from '../schema/surveys.ts';
import { BANK, UTILITIES } from './bank-and-utilities.ts';
import { PERSONAL_CONTACT, PERSONAL_IDENTITY } from './personal.ts';
import { NEW_PROPERTY, PROPERTY_DETAILS, PROPERTY_PERMIT } from './property.ts';

/** The version these definitions are stored as; raise it when they change, so owners get the new questions. */
export const SHIPPED_DEFINITION_VERSION = 1;

/** The questions the product ships with (decision 036); the company may store newer versions as data. */
export const SHIPPED_DEFINITIONS: Record<SurveyKind, SurveySection[]> = {
  onboarding: [PERSONAL_CONTACT, PERSONAL_IDENTITY, NEW_PROPERTY, PROPERTY_PERMIT, BANK, UTILITIES],
  personal: [PERSONAL_CONTACT, PERSONAL_IDENTITY],
  property: [PROPERTY_DETAILS, PROPERTY_PERMIT, BANK, UTILITIES],
  add_property: [NEW_PROPERTY, PROPERTY_PERMIT, BANK, UTILITIES],
};

/**
 * Stores the shipped definitions when their version is missing (every start, after the migrations): reference data
 * every database needs, demo or not. Idempotent and safe with several processes starting at once.
 */
export async function ensureSurveyDefinitions(db: Db): Promise<void> {
  const rows = Object.entries(SHIPPED_DEFINITIONS).map(([kind, sections]) => {
    const problems = checkDefinition({ sections });
    if (problems.length > 0) throw new Error(`survey definition ${kind} is broken: ${JSON.stringify(problems)}`);
    return { kind: kind as SurveyKind, version: SHIPPED_DEFINITION_VERSION, sections };
  });
  await db.insert(surveyDefinitions).values(rows).onConflictDoNothing();
}
