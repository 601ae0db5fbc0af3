import type { LoginRequest, LoginResponse } from '@portal/contract';
import { prepareCredentials } from '@portal/domain';
import { ownApi } from '../api/clients.ts';
import { lazySchema } from '../api/lazy-schemas.ts';

/** The sign-in form's fields; the request itself is typed by the contract's LoginRequest. */
export interface LoginInput {
  email: string;
  password: string;
}

/**
 * POST /api/login: e-mail trimmed, commas removed from the password (docs/product/sign-in-and-session.md#sign-in). Shared by the sign-in page and by a
 * password change, which signs in again with the new password (docs/product/settings.md#change-password).
 */
export function login(input: LoginInput): Promise<LoginResponse> {
  const credentials = prepareCredentials(input);
  return ownApi.post('/login', {
    json: { username: credentials.email, password: credentials.password } satisfies LoginRequest,
    schema: lazySchema('loginResponse'),
  });
}
