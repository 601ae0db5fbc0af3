import {
  addPasskeyRequest,
  addPasskeyResponse,
  loginResponse,
  okResponse,
  passkeyCreationOptions,
  passkeyIdParams,
  passkeyListResponse,
  passkeyRequestOptions,
  passkeySignInRequest,
} from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import { SIGN_IN_BY_ADDRESS } from '../../http/rate-limit.ts';
import type { RouteModule } from '../../types.ts';
import { listPasskeys, removePasskey } from './owner-passkeys.ts';
import { addPasskey, registrationOptions } from './owner-registration.ts';
import { signInOptions, signInWithPasskey } from './owner-sign-in.ts';
import { PASSKEY_OPTIONS_BY_ADDRESS } from './rate-rules.ts';

const tags = ['passkeys'];
const MANAGE_REFUSALS = ['REAUTHENTICATION_REQUIRED', 'ADMIN_SESSION_NOT_ALLOWED'] as const;

/** An owner's passkeys (decision 090): sign in with one, and add, list and remove them in Settings. */
export const passkeyRoutes: RouteModule = (app, deps) => {
  app.post(
    '/passkeys/sign-in/options',
    {
      config: { refusals: ['RATE_LIMITED'], rateLimit: [PASSKEY_OPTIONS_BY_ADDRESS] },
      schema: {
        tags,
        summary: 'A single-use challenge (5 minutes) for signing in with a passkey',
        response: { 200: passkeyRequestOptions },
      },
    },
    async () => signInOptions(deps),
  );

  app.post(
    '/passkeys/sign-in',
    {
      config: {
        refusals: ['PASSKEY_REJECTED', 'PASSWORD_CHANGE_REQUIRED', 'RATE_LIMITED'],
        rateLimit: [SIGN_IN_BY_ADDRESS],
      },
      schema: {
        tags,
        summary: 'Sign in with a passkey; answers like POST /api/login (audited)',
        body: passkeySignInRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => signInWithPasskey(deps, request.body, request.log),
  );

  app.get(
    '/passkeys',
    { schema: { tags, summary: "The owner's passkeys with their last use", response: { 200: passkeyListResponse } } },
    async (request) => ({ passkeys: await listPasskeys(deps, ownerOf(request)) }),
  );

  app.post(
    '/passkeys/registration/options',
    {
      config: { refusals: MANAGE_REFUSALS },
      schema: {
        tags,
        summary: 'A challenge for adding a passkey; needs the password confirmed within 5 minutes',
        response: { 200: passkeyCreationOptions },
      },
    },
    async (request) => registrationOptions(deps, ownerOf(request)),
  );

  app.post(
    '/passkeys',
    {
      config: { refusals: [...MANAGE_REFUSALS, 'PASSKEY_REJECTED', 'PASSKEY_ALREADY_REGISTERED'] },
      schema: {
        tags,
        summary: 'Adds the passkey the browser made, named by its device (audited; the owner gets an e-mail)',
        body: addPasskeyRequest,
        response: { 200: addPasskeyResponse },
      },
    },
    async (request) => ({ passkey: await addPasskey(deps, ownerOf(request), request.body, request.log) }),
  );

  app.delete(
    '/passkeys/:passkeyId',
    {
      config: { refusals: [...MANAGE_REFUSALS, 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Removes one of the owner’s passkeys; needs the password confirmed within 5 minutes (audited)',
        params: passkeyIdParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await removePasskey(deps, ownerOf(request), request.params.passkeyId);
      return { success: true as const };
    },
  );
};
