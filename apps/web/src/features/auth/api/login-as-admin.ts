import type { LoginAsAdminResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/clients.ts';
import { lazySchema } from '../../../lib/api/lazy-schemas.ts';

/** POST /api/login_as_admin with the link's token as a form field (docs/product/sign-in-and-session.md#server-calls). */
export function loginAsAdmin(token: string): Promise<LoginAsAdminResponse> {
  return ownApi.post('/login_as_admin', { form: { token }, schema: lazySchema('loginAsAdminResponse') });
}

export function useLoginAsAdmin() {
  return useMutation({ mutationFn: loginAsAdmin });
}
