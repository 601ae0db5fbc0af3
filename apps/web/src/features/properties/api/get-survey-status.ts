import { type SurveyStatusResponse, surveyStatusResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';

export function getSurveyStatus(signal?: AbortSignal): Promise<SurveyStatusResponse> {
  return ownApi.get('/survey-status', { schema: surveyStatusResponse, signal });
}

export const surveyStatusQueryOptions = () =>
  queryOptions({ queryKey: ['survey-status'], queryFn: ({ signal }) => getSurveyStatus(signal) });

export function useSurveyStatus() {
  return useQuery(surveyStatusQueryOptions());
}
