import {
  checkResetTokenQuery,
  checkResetTokenResponse,
  oauthRequest,
  oauthResponse,
  okResponse,
  ownerForgotQuery,
  ownerProfile as ownerProfileSchema,
  ownerResetRequest,
} from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import { ownerOf } from '../../http/principal.ts';
import { FORGOT_BY_ADDRESS, forgotByEmail, SIGN_IN_BY_ADDRESS } from '../../http/rate-limit.ts';
import type { RouteModule } from '../../types.ts';
import { OAUTH_GRANT_TYPES, oauthToken, ownerProfile } from './oauth-service.ts';
import { isResetTokenValid, requestPasswordReset, resetPassword } from './reset-service.ts';

/** Pordal booking system: OAuth, owner profile and the password-reset flow. */
export const pordalAuthRoutes: RouteModule = (app, deps) => {
  app.post(
    '/oauth',
    {
      config: {
        refusals: ['invalid_grant', 'unsupported_grant_type', 'TOO_MANY_FAILED_LOGIN_ATTEMPTS', 'RATE_LIMITED'],
        rateLimit: [SIGN_IN_BY_ADDRESS],
        docs: { form: true },
      },
      // OAuth answers an unknown grant with its own error, before the body is checked against the known grants.
      preValidation: async (request) => {
        const grantType = (request.body as { grant_type?: unknown } | null | undefined)?.grant_type;
        if (typeof grantType === 'string' && !(OAUTH_GRANT_TYPES as readonly string[]).includes(grantType)) {
          throw new AppError('unsupported_grant_type', 'grant_type must be password or refresh_token');
        }
      },
      schema: {
        tags: ['pordal'],
        summary: 'Token endpoint: password and refresh_token grants',
        body: oauthRequest,
        response: { 200: oauthResponse },
      },
    },
    async (request) => oauthToken(deps, request.body),
  );

  app.get(
    '/owner-profile',
    {
      schema: { tags: ['pordal'], summary: 'The signed-in owner', response: { 200: ownerProfileSchema } },
    },
    async (request) => ownerProfile(deps, ownerOf(request)),
  );

  app.get(
    '/password/owner-forgot',
    {
      config: {
        refusals: ['RATE_LIMITED'],
        rateLimit: [
          FORGOT_BY_ADDRESS,
          forgotByEmail((request) => (request.query as { email?: string }).email?.toLowerCase()),
        ],
      },
      schema: {
        tags: ['pordal'],
        summary: 'E-mail a reset link (always answers success)',
        querystring: ownerForgotQuery,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      // No link or token is ever logged: without SMTP the mail stays readable in the outbox.
      await requestPasswordReset(deps, request.query.email);
      return { success: true as const };
    },
  );

  app.get(
    '/password/check-reset-token',
    {
      schema: {
        tags: ['pordal'],
        summary: 'Whether a reset link can still be used',
        querystring: checkResetTokenQuery,
        response: { 200: checkResetTokenResponse },
      },
    },
    async (request) => ({ valid: await isResetTokenValid(deps, request.query.token, request.query.account) }),
  );

  app.post(
    '/password/owner-reset',
    {
      config: { refusals: ['TOKEN_INVALID', 'WEAK_PASSWORD', 'PASSWORDS_DO_NOT_MATCH', 'PASSWORD_EQUALS_TOKEN'] },
      schema: {
        tags: ['pordal'],
        summary: 'Set a new password with a reset token',
        body: ownerResetRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { success: true as const };
    },
  );
};
