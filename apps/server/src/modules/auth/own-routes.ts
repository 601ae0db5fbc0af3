import {
  loginAsAdminRequest,
  loginAsAdminResponse,
  loginRequest,
  loginResponse,
  logoutRequest,
  okResponse,
} from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import { SIGN_IN_BY_ADDRESS } from '../../http/rate-limit.ts';
import type { RouteModule } from '../../types.ts';
import { internalAdminRoutes } from '../admin/internal-routes.ts';
import { internalAuthRoutes } from './internal-routes.ts';
import { login, loginAsAdmin, logout } from './session-service.ts';

/** Owner API sign-in: POST /api/login, /api/logout, /api/login_as_admin. */
export const ownAuthRoutes: RouteModule = async (app, deps) => {
  app.post(
    '/login',
    {
      config: {
        refusals: ['INVALID_CREDENTIALS', 'TOO_MANY_FAILED_LOGIN_ATTEMPTS', 'RATE_LIMITED'],
        rateLimit: [SIGN_IN_BY_ADDRESS],
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => login(deps, request.body),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session (and the pordal tokens sent)',
        body: logoutRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await logout(deps, ownerOf(request), request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/login_as_admin',
    {
      config: { refusals: ['TOKEN_INVALID', 'RATE_LIMITED'], rateLimit: [SIGN_IN_BY_ADDRESS], docs: { form: true } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an owner with a single-use admin link token (form or JSON)',
        body: loginAsAdminRequest,
        response: { 200: loginAsAdminResponse },
      },
    },
    async (request) => {
      const result = await loginAsAdmin(deps, request.body.token);
      request.log.info({ ownerId: result.owner_data.id, admin: result.acting_admin }, 'admin signed in as owner');
      return result;
    },
  );

  await internalAuthRoutes(app, deps);
  await internalAdminRoutes(app, deps);
};
