import { useQuery } from '@tanstack/react-query';
import { surveyQueryOptions } from '../../../lib/survey/get-survey.ts';

/** docs/product/properties.md#welcome-and-thank-you-pages Survey status: whether onboarding is done and the owner is flagged Russian, from the onboarding survey. */
export function useSurveyStatus(enabled: boolean) {
  return useQuery({
    ...surveyQueryOptions({ kind: 'onboarding', propertyId: null }),
    select: (response) => response.surveyData,
    enabled,
  });
}
