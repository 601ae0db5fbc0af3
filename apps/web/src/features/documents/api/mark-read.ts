import type { FinanceDocumentKind } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { answerSchema } from '../../../lib/api/lazy-schemas.ts';

/** POST /documents_read: docs/product/statements.md#read-state, a statement or invoice becomes read on leaving its detail. */
export const markRead = (kind: FinanceDocumentKind, id: number) =>
  ownApi.post('/documents_read', { json: { kind, id }, schema: answerSchema('okResponse') });

export function useMarkRead(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: FinanceDocumentKind; id: number }) => markRead(kind, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['documents', propertyId] }),
  });
}
