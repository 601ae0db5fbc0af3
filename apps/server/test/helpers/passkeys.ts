import type { LoginResponse, PasskeyCreationOptions, PasskeyRequestOptions } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/types.ts';
import { DEMO_PASSWORD, ownHeaders } from './auth.ts';
import { type CeremonyOptions, SoftwareAuthenticator } from './software-authenticator.ts';

/** The relying party of the passkey tests: PUBLIC_URL's origin and host. */
export const PUBLIC_URL = 'https://portal.example.test';
export const RP = { origin: PUBLIC_URL, rpId: 'portal.example.test' };

export const newAuthenticator = (options: { countsSignatures?: boolean } = {}) =>
  new SoftwareAuthenticator(RP, options);

/** Types the owner's password again in this session (POST /api/reauthenticate), as Settings asks before a change. */
export async function confirmPassword(app: App, login: LoginResponse, password = DEMO_PASSWORD): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/reauthenticate',
    headers: ownHeaders(login),
    payload: { password },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

export async function registrationOptions(app: App, login: LoginResponse): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/passkeys/registration/options', headers: ownHeaders(login) });
}

/** Settings' whole addition: options, the authenticator's answer, POST /api/passkeys; the final answer. */
export async function addPasskey(
  app: App,
  login: LoginResponse,
  authenticator: SoftwareAuthenticator,
  options: { name?: string; ceremony?: CeremonyOptions } = {},
): Promise<LightMyRequestResponse> {
  const asked = await registrationOptions(app, login);
  if (asked.statusCode !== 200) throw new Error(asked.body);
  const response = authenticator.register(asked.json() as PasskeyCreationOptions, options.ceremony);
  return app.inject({
    method: 'POST',
    url: '/api/passkeys',
    headers: ownHeaders(login),
    payload: { name: options.name ?? 'Chrome on Android', response },
  });
}

export async function signInOptions(app: App): Promise<PasskeyRequestOptions> {
  const response = await app.inject({ method: 'POST', url: '/api/passkeys/sign-in/options' });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as PasskeyRequestOptions;
}

export function postAssertion(app: App, response: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/passkeys/sign-in', payload: { response } });
}

/** The sign-in page's passkey path: a fresh challenge, the authenticator's assertion, POST /api/passkeys/sign-in. */
export async function signInWithPasskey(
  app: App,
  authenticator: SoftwareAuthenticator,
  ceremony: CeremonyOptions = {},
): Promise<LightMyRequestResponse> {
  const { challenge } = await signInOptions(app);
  return postAssertion(app, authenticator.authenticate(challenge, ceremony));
}
