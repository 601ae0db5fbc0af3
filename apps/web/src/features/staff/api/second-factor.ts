import { passkeyRequestOptions } from '@portal/contract';
import {
  type StaffEnrolmentFinishRequest,
  type StaffSecondFactorRequest,
  staffEnrolmentFinishResponse,
  staffEnrolmentStartResponse,
  staffSecondFactorResponse,
} from '@portal/contract/staff';
import { staffApi } from './staff-client.ts';

/** POST /api/staff/second-factor: a TOTP code, a recovery code or a passkey answer, with the pending token. */
export const passSecondFactor = (body: StaffSecondFactorRequest) =>
  staffApi.post('/second-factor', { json: body, schema: staffSecondFactorResponse });

/** POST /api/staff/second-factor/options: the challenge for the member's passkey. */
export const secondFactorPasskeyOptions = (pendingToken: string) =>
  staffApi.post('/second-factor/options', { json: { pendingToken }, schema: passkeyRequestOptions });

/** POST /api/staff/enrolment/start: an authenticator-app secret, or a passkey challenge. */
export const startEnrolment = (pendingToken: string, method: 'totp' | 'passkey') =>
  staffApi.post('/enrolment/start', { json: { pendingToken, method }, schema: staffEnrolmentStartResponse });

/** POST /api/staff/enrolment/finish: the first code or the new passkey; answers the session and recovery codes. */
export const finishEnrolment = (body: StaffEnrolmentFinishRequest) =>
  staffApi.post('/enrolment/finish', { json: body, schema: staffEnrolmentFinishResponse });
