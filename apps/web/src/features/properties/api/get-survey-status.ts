import { useQuery } from '@tanstack/react-query';
import { surveyQueryOptions } from '../../../lib/survey/get-survey.ts';

/** Spec §3 Survey status: whether onboarding is done and the owner is flagged Russian, from the onboarding survey. */
export function useSurveyStatus(enabled: boolean) {
  return useQuery({
    ...surveyQueryOptions({ kind: 'onboarding', propertyId: null }),
    select: (response) => response.surveyData,
    enabled,
  });
}
