import { changePasswordRequest, okResponse, reauthenticateRequest, reauthenticateResponse } from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { changePassword } from './change-password.ts';
import { reauthenticate } from './reauthenticate.ts';

const PASSWORD_REFUSALS = [
  'INCORRECT_PASSWORD',
  'TOO_MANY_FAILED_LOGIN_ATTEMPTS',
  'ADMIN_SESSION_NOT_ALLOWED',
] as const;

/** The signed-in owner's own password: change it (docs/product/settings.md#change-password), or type it again before a bank change (decision 037). */
export const accountRoutes: RouteModule = (app, deps) => {
  app.post(
    '/change_password',
    {
      config: {
        refusals: [
          ...PASSWORD_REFUSALS,
          'OWNER_MISMATCH',
          'WEAK_PASSWORD',
          'PASSWORDS_DO_NOT_MATCH',
          'PASSWORD_UNCHANGED',
        ],
      },
      schema: {
        tags: ['account'],
        summary: 'Change the password; every session of the owner ends (sign in again with the new one)',
        body: changePasswordRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await changePassword(deps, ownerOf(request), request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/reauthenticate',
    {
      config: { refusals: PASSWORD_REFUSALS },
      schema: {
        tags: ['account'],
        summary: 'Confirm the password; bank details may change in this session for the next 5 minutes',
        body: reauthenticateRequest,
        response: { 200: reauthenticateResponse },
      },
    },
    async (request) => reauthenticate(deps, ownerOf(request), request.body.password),
  );
};
