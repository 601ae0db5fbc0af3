import type { UtilitiesResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { answerSchema } from '../../../lib/api/lazy-schemas.ts';
import { utilitiesQueryKey } from './get-utilities.ts';

/** POST /owner_utilities (v2): a full replacement, built by utility-form.ts (one JSON part per kind, bills). */
export function saveUtilities(propertyId: number, form: FormData): Promise<UtilitiesResponse> {
  return ownApi.post('/owner_utilities', {
    query: { propertyId },
    multipart: form,
    schema: answerSchema('utilitiesResponse'),
  });
}

export function useSaveUtilities(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => saveUtilities(propertyId, form),
    onSuccess: (saved) => queryClient.setQueryData(utilitiesQueryKey(propertyId), saved),
  });
}
