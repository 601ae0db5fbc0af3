import type { OwnerSurveyQuery, SaveSurveyBody, SaveSurveyResponse } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { surveyCompleted } from '../webhooks/events.ts';
import { recordBankChange, requireBankChangeAllowed } from './bank-change.ts';
import { loadDefinition } from './definitions.ts';
import { loadContext, loadOwner, resolveTarget } from './load.ts';
import { planSave } from './plan-save.ts';
import { assembleState } from './state.ts';
import { surveyView } from './view.ts';
import { applySave } from './write.ts';

/**
 * POST /owner_survey: saves sections (docs/product/settings-surveys.md#one-section-at-a-time), re-checked with the domain engine against every answer; marks
 * the survey completed only when every section is valid. One transaction per save.
 */
export async function saveSurvey(
  deps: AppDeps,
  options: { principal: OwnerPrincipal; query: OwnerSurveyQuery; body: SaveSurveyBody },
): Promise<SaveSurveyResponse> {
  const { principal } = options;
  return deps.db.transaction(async (tx) => {
    // One save per owner at a time (every process): reading, checking and writing cannot interleave. Everything up to
    // the first write only reads, so a refused save writes nothing.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`owner-survey:${principal.ownerId}`}))`);
    const owner = await loadOwner(tx, principal.ownerId);
    if (owner.surveyComingSoon) throw new AppError('SURVEY_COMING_SOON', 'The survey is coming soon');
    const target = await resolveTarget(tx, owner.id, options.query);
    const context = await loadContext(tx, owner, target, { definition: await loadDefinition(tx, target.kind) });
    const before = assembleState(context, deps.secrets);
    const plan = await planSave(tx, deps, context, before, options.body);
    const bankWrites = plan.writes.filter((write) => write.changesBank);
    if (bankWrites.length > 0) await requireBankChangeAllowed(tx, deps, principal);
    const now = deps.now();
    const surveyId = await applySave(tx, deps, context, plan, now);
    if (plan.completes && !context.ownRow?.completedAt) {
      await surveyCompleted(tx, {
        surveyId,
        kind: target.kind,
        ownerId: owner.id,
        propertyId: target.property?.id ?? null,
        at: now,
      });
    }
    for (const write of bankWrites) {
      await recordBankChange(tx, deps, { principal, context, write, before: before.answers, surveyId });
    }
    const saved = await loadContext(
      tx,
      await loadOwner(tx, owner.id),
      await resolveTarget(tx, owner.id, options.query),
      {
        ownRowId: surveyId,
      },
    );
    return { success: true as const, surveyData: surveyView(saved, assembleState(saved, deps.secrets)) };
  });
}
