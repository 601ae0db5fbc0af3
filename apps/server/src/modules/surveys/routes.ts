import {
  ownerBankDetailsQuery,
  ownerBankDetailsResponse,
  ownerSurveyQuery,
  ownerSurveyResponse,
  saveSurveyRequest,
  saveSurveyResponse,
} from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { checkOwnerParam } from '../summary/scope.ts';
import { listBankDetails } from './bank-details.ts';
import { getSurvey } from './read-survey.ts';
import { saveSurvey } from './save-survey.ts';

/** The paths of the spec's "v2" call: the plain one and its /v2 alias (decision 036). */
export const OWNER_SURVEY_PATHS = ['/owner_survey', '/v2/owner_survey'] as const;
const versioned = (path: string, summary: string) => (path.startsWith('/v2/') ? `${summary} (v2 path)` : summary);

/** docs/product/settings-surveys.md#server-calls: the owner's surveys (onboarding, personal, property, add a property) and bank details to copy. */
export const surveyRoutes: RouteModule = (app, deps) => {
  const tags = ['surveys'];

  // docs/product/settings-surveys.md#server-calls marks owner_survey "v2": served at the plain path the web app calls and at the spec's versioned
  // path, one handler (decision 036).
  for (const path of OWNER_SURVEY_PATHS) {
    app.get(
      path,
      {
        config: { refusals: ['NOT_FOUND', 'OWNER_MISMATCH'] },
        schema: {
          tags,
          summary: versioned(
            path,
            'A survey with its answers (sensitive ones masked); propertyId null or absent is onboarding',
          ),
          querystring: ownerSurveyQuery,
          response: { 200: ownerSurveyResponse },
        },
      },
      async (request) => {
        const { ownerId } = ownerOf(request);
        checkOwnerParam(ownerId, request.query.ownerId);
        return getSurvey(deps, { ownerId, query: request.query });
      },
    );

    app.post(
      path,
      {
        config: {
          refusals: [
            'NOT_FOUND',
            'OWNER_MISMATCH',
            'SURVEY_INVALID',
            'SURVEY_INCOMPLETE',
            'SURVEY_COMING_SOON',
            'REAUTHENTICATION_REQUIRED',
            'ADMIN_SESSION_NOT_ALLOWED',
          ],
        },
        schema: {
          tags,
          summary: versioned(
            path,
            'Save sections of a survey (bank changes need a password confirmed within 5 minutes)',
          ),
          querystring: ownerSurveyQuery,
          body: saveSurveyRequest,
          response: { 200: saveSurveyResponse },
        },
      },
      async (request) => {
        const principal = ownerOf(request);
        checkOwnerParam(principal.ownerId, request.query.ownerId);
        return saveSurvey(deps, { principal, query: request.query, body: request.body });
      },
    );
  }

  app.get(
    '/owner_bank_details',
    {
      config: { refusals: ['OWNER_MISMATCH'] },
      schema: {
        tags,
        summary: "The bank details of the owner's properties, masked, to copy from",
        querystring: ownerBankDetailsQuery,
        response: { 200: ownerBankDetailsResponse },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      checkOwnerParam(ownerId, request.query.ownerId);
      return listBankDetails(deps, ownerId);
    },
  );
};
