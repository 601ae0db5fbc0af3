import { useMutation } from '@tanstack/react-query';
import { login } from '../../../lib/session/password-login.ts';

export type { LoginInput } from '../../../lib/session/password-login.ts';

export function useLogin() {
  return useMutation({ mutationFn: login });
}
