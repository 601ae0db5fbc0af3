import type { OwnerSurveyQuery, OwnerSurveyResponse } from '@portal/contract';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../types.ts';
import { toWireProperty } from '../properties/service.ts';
import { loadContext, loadOwner, resolveTarget } from './load.ts';
import { assembleState } from './state.ts';
import { surveyView } from './view.ts';

/** docs/product/settings-surveys.md#server-calls completedSurveys: which of the owner's surveys are done. */
export async function completedSurveys(db: Db, ownerId: number): Promise<OwnerSurveyResponse['completedSurveys']> {
  const { ownerSurveys: t } = schema;
  const rows = await db
    .select({ kind: t.kind, propertyId: t.propertyId, completedAt: t.completedAt })
    .from(t)
    .where(and(eq(t.ownerId, ownerId), isNotNull(t.completedAt)))
    .orderBy(t.completedAt, t.id);
  return rows.map((row) => ({ ...row, completedAt: row.completedAt?.toISOString() ?? '' }));
}

/** GET /owner_survey: the survey's questions and answers, the property it is about, and what is completed. */
export async function getSurvey(
  deps: AppDeps,
  options: { ownerId: number; query: OwnerSurveyQuery },
): Promise<OwnerSurveyResponse> {
  const owner = await loadOwner(deps.db, options.ownerId);
  const target = await resolveTarget(deps.db, owner.id, options.query);
  const context = await loadContext(deps.db, owner, target);
  return {
    surveyData: surveyView(context, assembleState(context, deps.secrets)),
    property: target.property ? toWireProperty(target.property) : null,
    completedSurveys: await completedSurveys(deps.db, owner.id),
  };
}
