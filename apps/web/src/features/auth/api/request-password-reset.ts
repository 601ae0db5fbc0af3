import { useMutation } from '@tanstack/react-query';
import { pordalApi } from '../../../lib/api/clients.ts';

/** GET /api/pordal/password/owner-forgot?email= (the e-mail is trimmed, docs/product/sign-in-and-session.md#password-reset). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return pordalApi.get('/password/owner-forgot', { query: { email: email.trim() } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
