import { okResponse } from '@portal/contract';
import { type ApiKeyRequest, apiKeyCreated, apiKeysResponse } from '@portal/contract/integrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

const keysKey = ['staff', 'api-keys'] as const;

export const useApiKeys = () =>
  useQuery({ queryKey: keysKey, queryFn: () => staffApi.get('/api-keys', { schema: apiKeysResponse }) });

/** POST /api/staff/api-keys: the answer is the only place the key is shown (kept in the mutation while open). */
export function useApiKeyChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keysKey });
  const create = useMutation({
    mutationFn: (json: ApiKeyRequest) => staffApi.post('/api-keys', { json, schema: apiKeyCreated }),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (keyId: number) => staffApi.delete(`/api-keys/${keyId}`, { schema: okResponse }),
    onSettled: refresh,
  });
  return { create, revoke };
}
