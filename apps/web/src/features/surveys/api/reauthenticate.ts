import type { ReauthenticateResponse } from '@portal/contract';
import { prepareCredentials } from '@portal/domain';
import { ownApi } from '../../../lib/api/index.ts';
import { answerSchema } from '../../../lib/api/lazy-schemas.ts';

/** POST /api/reauthenticate: the password again, so bank details may change for the next 5 minutes. */
export function reauthenticate(password: string): Promise<ReauthenticateResponse> {
  const prepared = prepareCredentials({ email: '', password }).password;
  return ownApi.post('/reauthenticate', {
    json: { password: prepared },
    schema: answerSchema('reauthenticateResponse'),
  });
}
