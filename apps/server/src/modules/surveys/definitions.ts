import { surveySections } from '@portal/contract';
import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { checkDefinition, type SurveyKind, type SurveySection } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

export interface LoadedDefinition {
  id: number;
  kind: SurveyKind;
  version: number;
  sections: SurveySection[];
}

/**
 * The newest version of a survey that is sound: definitions are data the company edits, so a version that does not
 * parse or breaks a rule (checkDefinition) is skipped, logged, and the one before it is served.
 */
export async function loadDefinition(
  db: Db | Tx,
  kind: SurveyKind,
  log?: FastifyBaseLogger,
): Promise<LoadedDefinition> {
  const rows = await db
    .select()
    .from(schema.surveyDefinitions)
    .where(eq(schema.surveyDefinitions.kind, kind))
    .orderBy(desc(schema.surveyDefinitions.version))
    .limit(5);
  for (const row of rows) {
    const parsed = surveySections.safeParse(row.sections);
    const problems = parsed.success ? checkDefinition({ sections: parsed.data }) : [];
    if (parsed.success && problems.length === 0) {
      return { id: row.id, kind, version: row.version, sections: parsed.data };
    }
    log?.error({ kind, version: row.version, problems, issues: parsed.error?.issues }, 'survey definition skipped');
  }
  throw new Error(`No sound survey definition of kind ${kind}`);
}
