import type { SaveSurveyRequest, SurveyData } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api/api-error.ts';
import { type SurveyKey, surveyQueryKey } from '../../lib/survey/get-survey.ts';
import { bankDetailsQueryOptions } from './api/get-bank-details.ts';
import { saveSurvey } from './api/save-survey.ts';
import { useReauthPrompt } from './components/reauth-dialog.tsx';

export type SaveOutcome =
  | { ok: true; surveyData: SurveyData }
  | { ok: false; error: unknown }
  | { ok: false; cancelled: true };

/**
 * Sends a save; when the server wants the password first (a bank change), asks for it and sends the save once more.
 * The answer replaces the cached survey, so every section's judgement is the server's.
 */
export function useSurveySave(survey: SurveyKey) {
  const queryClient = useQueryClient();
  const reauth = useReauthPrompt();

  const send = async (request: SaveSurveyRequest, isRetry = false): Promise<SaveOutcome> => {
    try {
      const response = await saveSurvey(survey, request);
      queryClient.setQueryData(surveyQueryKey(survey), (old) =>
        old ? { ...old, surveyData: response.surveyData } : old,
      );
      void queryClient.invalidateQueries({ queryKey: bankDetailsQueryOptions().queryKey });
      return { ok: true, surveyData: response.surveyData };
    } catch (error) {
      if (isApiError(error) && error.code === 'REAUTHENTICATION_REQUIRED' && !isRetry) {
        return (await reauth.ask()) ? send(request, true) : { ok: false, cancelled: true };
      }
      return { ok: false, error };
    }
  };

  return { send, reauthDialog: reauth.dialog };
}
