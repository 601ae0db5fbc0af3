import { createdResponse, staffPropertyDocumentsResponse } from '@portal/contract/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

/** GET /api/staff/properties/:propertyId/documents: statements (drafts too) and invoices. */
export const propertyDocumentsQuery = (propertyId: number) =>
  queryOptions({
    queryKey: ['staff', 'property-documents', propertyId],
    queryFn: () => staffApi.get(`/properties/${propertyId}/documents`, { schema: staffPropertyDocumentsResponse }),
  });

export const usePropertyDocuments = (propertyId: number) => useQuery(propertyDocumentsQuery(propertyId));

export type InvoiceKind = 'maintenance' | 'furnishing';

/** Multipart uploads: a statement's replacement PDF, or a new invoice with its fields and an optional PDF. */
export function useDocumentUploads(propertyId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff'] });
  const replacePdf = useMutation({
    mutationFn: ({ statementId, file }: { statementId: number; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return staffApi.post(`/statements/${statementId}/pdf`, { multipart: body, schema: createdResponse });
    },
    onSettled: refresh,
  });
  const uploadInvoice = useMutation({
    mutationFn: ({ kind, form }: { kind: InvoiceKind; form: FormData }) =>
      staffApi.post(`/properties/${propertyId}/${kind}-invoices`, { multipart: form, schema: createdResponse }),
    onSettled: refresh,
  });
  return { replacePdf, uploadInvoice };
}

/** The statement's PDF as the owner gets it (drafts too), opened from a blob in a new tab. */
export async function openStatementPdf(statementId: number): Promise<void> {
  const blob = await staffApi.get<Blob>(`/statements/${statementId}/pdf`, {
    responseType: 'blob',
    headers: { Accept: '*/*' },
  });
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
