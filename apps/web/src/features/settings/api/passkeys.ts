import type { PasskeyListResponse } from '@portal/contract';
import { prepareCredentials } from '@portal/domain';
import { startRegistration } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { answerSchema, checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

const KEY = ['passkeys'] as const;

/** GET /api/passkeys: the owner's passkeys with their last use. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }): Promise<PasskeyListResponse> =>
      ownApi.get('/passkeys', { schema: checkedInDevelopment('passkeyListResponse'), signal }),
  });

export const usePasskeys = () => useQuery(passkeysQuery());

/** POST /api/reauthenticate: the password again; passkeys may change in this session for the next 5 minutes. */
export function confirmPassword(password: string) {
  const prepared = prepareCredentials({ email: '', password }).password;
  return ownApi.post('/reauthenticate', {
    json: { password: prepared },
    schema: answerSchema('reauthenticateResponse'),
  });
}

/** Options from the server, the browser's passkey dialog, then POST /api/passkeys with the device's name. */
async function addPasskey(name: string) {
  const optionsJSON = await ownApi.post('/passkeys/registration/options', {
    schema: answerSchema('passkeyCreationOptions'),
  });
  const response = await startRegistration({ optionsJSON });
  return ownApi.post('/passkeys', { json: { name, response }, schema: answerSchema('addPasskeyResponse') });
}

/** DELETE /api/passkeys/:id. */
const removePasskey = (id: number) => ownApi.delete(`/passkeys/${id}`, { schema: answerSchema('okResponse') });

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
