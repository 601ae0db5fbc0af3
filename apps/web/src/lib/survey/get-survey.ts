import type { OwnerSurveyResponse } from '@portal/contract';
import type { SurveyKind } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { checkedInDevelopment } from '../../lib/api/lazy-schemas.ts';
import { ownApi } from '../api/index.ts';
import { readSession } from '../session/storage.ts';

/** Which survey: its kind and the property it is about (null: onboarding, the profile, a property to add). */
export interface SurveyKey {
  kind: SurveyKind;
  propertyId: number | null;
}

/** GET /api/owner_survey (docs/product/settings-surveys.md#server-calls): the questions, the answers so far, completion; shared by two features. */
export function getSurvey(key: SurveyKey, signal?: AbortSignal): Promise<OwnerSurveyResponse> {
  return ownApi.get('/owner_survey', {
    query: { ownerId: readSession().user?.userId, propertyId: key.propertyId ?? 'null', kind: key.kind },
    schema: checkedInDevelopment('ownerSurveyResponse'),
    signal,
  });
}

export const surveyQueryKey = (key: SurveyKey) => ['owner-survey', key.kind, key.propertyId] as const;

export const surveyQueryOptions = (key: SurveyKey) =>
  queryOptions({
    queryKey: surveyQueryKey(key),
    queryFn: ({ signal }) => getSurvey(key, signal),
    // A 404 (another owner's or an unknown property) is an answer, not a hiccup worth repeating.
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
