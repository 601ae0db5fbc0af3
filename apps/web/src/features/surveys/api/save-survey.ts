import type { SaveSurveyRequest, SaveSurveyResponse } from '@portal/contract';
import { ownApi } from '../../../lib/api/index.ts';
import { answerSchema } from '../../../lib/api/lazy-schemas.ts';
import { refuseWhenOffline } from '../../../lib/offline/offline-refusal.ts';
import { readSession } from '../../../lib/session/storage.ts';
import type { SurveyKey } from '../../../lib/survey/get-survey.ts';

/** POST /api/owner_survey (docs/product/settings-surveys.md#server-calls): saves sections; `completed` when every section is valid. */
export async function saveSurvey(key: SurveyKey, request: SaveSurveyRequest): Promise<SaveSurveyResponse> {
  // Offline, nothing is sent or kept to send later (decision 099); the wizard keeps the answers and says why.
  refuseWhenOffline();
  return ownApi.post('/owner_survey', {
    query: { ownerId: readSession().user?.userId, propertyId: key.propertyId ?? 'null', kind: key.kind },
    json: request,
    schema: answerSchema('saveSurveyResponse'),
  });
}
