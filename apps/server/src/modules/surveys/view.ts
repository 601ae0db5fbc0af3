import type { SurveyData, SurveySectionView } from '@portal/contract';
import { type Answers, isSensitiveField, lastFour, type SurveySection, validateSection } from '@portal/domain';
import type { SurveyContext } from './load.ts';
import type { SurveyState } from './state.ts';

function sectionView(context: SurveyContext, state: SurveyState, section: SurveySection): SurveySectionView {
  const answers: Answers = {};
  const masked: Record<string, string> = {};
  for (const field of section.fields) {
    const value = state.answers[field.id] ?? null;
    if (!isSensitiveField(field)) answers[field.id] = value;
    else if (typeof value === 'string' && value !== '') masked[field.id] = lastFour(value);
  }
  return {
    ...section,
    answers,
    masked,
    hasStoredBank: state.storedBank.has(section.id),
    isValid: validateSection(context.definition, section, state.answers).length === 0,
  };
}

/** The survey as the screens get it: questions with their answers, sensitive ones masked, each section judged. */
export function surveyView(context: SurveyContext, state: SurveyState): SurveyData {
  const { owner, ownRow, target, definition } = context;
  const isCompleted = ownRow?.completedAt != null || (target.kind === 'onboarding' && owner.surveyCompleted);
  return {
    kind: target.kind,
    version: definition.version,
    sections: owner.surveyComingSoon ? [] : definition.sections.map((section) => sectionView(context, state, section)),
    isRussian: owner.isRussian,
    isCompleted,
    comingSoon: owner.surveyComingSoon,
  };
}
