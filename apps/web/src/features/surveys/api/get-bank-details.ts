import type { OwnerBankDetailsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';
import { readSession } from '../../../lib/session/storage.ts';

/** GET /api/owner_bank_details: the owner's properties with bank details, masked, to copy from. */
export function getBankDetails(signal?: AbortSignal): Promise<OwnerBankDetailsResponse> {
  return ownApi.get('/owner_bank_details', {
    query: { ownerId: readSession().user?.userId },
    schema: checkedInDevelopment('ownerBankDetailsResponse'),
    signal,
  });
}

export const bankDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['owner-bank-details'], queryFn: ({ signal }) => getBankDetails(signal) });

export function useBankDetails() {
  return useQuery(bankDetailsQueryOptions());
}
