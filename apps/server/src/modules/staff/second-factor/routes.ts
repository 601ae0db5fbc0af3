import {
  pendingTokenRequest,
  staffEnrolmentFinishRequest,
  staffEnrolmentFinishResponse,
  staffEnrolmentStartRequest,
  staffEnrolmentStartResponse,
  staffPasskeyOptionsResponse,
  staffSecondFactorRequest,
  staffSecondFactorResponse,
} from '@portal/contract/staff';
import { SIGN_IN_BY_ADDRESS } from '../../../http/rate-limit.ts';
import type { RouteModule } from '../../../types.ts';
import { finishEnrolment, startEnrolment } from './enrolment.ts';
import { passSecondFactor, staffPasskeyOptions } from './verify.ts';

const tags = ['staff'];
const rateLimit = [SIGN_IN_BY_ADDRESS];
const PENDING_REFUSALS = ['TOKEN_INVALID', 'RATE_LIMITED'] as const;
const ATTEMPT_REFUSALS = ['INVALID_SECOND_FACTOR', 'TOO_MANY_FAILED_LOGIN_ATTEMPTS'] as const;

/**
 * The staff console's second factor (decision 091). Public routes: the pending token the password step gave is the
 * credential, sent in the body; each counts against the sign-in limit per address.
 */
export const staffSecondFactorRoutes: RouteModule = (app, deps) => {
  app.post(
    '/second-factor/options',
    {
      config: { refusals: [...PENDING_REFUSALS, 'SECOND_FACTOR_NOT_ENROLLED'], rateLimit },
      schema: {
        tags,
        summary: 'A passkey challenge for the second factor (members whose second factor is a passkey)',
        body: pendingTokenRequest,
        response: { 200: staffPasskeyOptionsResponse },
      },
    },
    async (request) => staffPasskeyOptions(deps, request.body.pendingToken),
  );

  app.post(
    '/second-factor',
    {
      config: { refusals: [...PENDING_REFUSALS, ...ATTEMPT_REFUSALS, 'SECOND_FACTOR_NOT_ENROLLED'], rateLimit },
      schema: {
        tags,
        summary: 'The second factor after the password: a TOTP code, a recovery code (used up) or a passkey',
        body: staffSecondFactorRequest,
        response: { 200: staffSecondFactorResponse },
      },
    },
    async (request) => passSecondFactor(deps, request.body, request.log),
  );

  app.post(
    '/enrolment/start',
    {
      config: { refusals: [...PENDING_REFUSALS, 'SECOND_FACTOR_ALREADY_ENROLLED'], rateLimit },
      schema: {
        tags,
        summary: 'Enrolment at the first sign-in: an authenticator-app secret, or a passkey challenge',
        body: staffEnrolmentStartRequest,
        response: { 200: staffEnrolmentStartResponse },
      },
    },
    async (request) => startEnrolment(deps, request.body),
  );

  app.post(
    '/enrolment/finish',
    {
      config: {
        refusals: [
          ...PENDING_REFUSALS,
          ...ATTEMPT_REFUSALS,
          'SECOND_FACTOR_ALREADY_ENROLLED',
          'PASSKEY_ALREADY_REGISTERED',
        ],
        rateLimit,
      },
      schema: {
        tags,
        summary: 'The first code (or the new passkey) confirms the enrolment; ten recovery codes, shown once (audited)',
        body: staffEnrolmentFinishRequest,
        response: { 200: staffEnrolmentFinishResponse },
      },
    },
    async (request) => finishEnrolment(deps, request.body, request.log),
  );
};
