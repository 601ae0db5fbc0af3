import { type LoginRequest, type LoginResponse, loginResponse } from '@portal/contract';
import { prepareCredentials } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/clients.ts';

/** The sign-in form's fields; the request itself is typed by the contract's LoginRequest. */
export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/login: e-mail trimmed, commas removed from the password (spec §5). */
export function login(input: LoginInput): Promise<LoginResponse> {
  const credentials = prepareCredentials(input);
  return ownApi.post('/login', {
    json: { username: credentials.email, password: credentials.password } satisfies LoginRequest,
    schema: loginResponse,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
