import type { OwnerDocument } from '@portal/contract';
import { type DocumentTypeKey, documentTypeByKey } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { answerSchema } from '../../../lib/api/lazy-schemas.ts';
import { documentsQueryKey } from './get-documents.ts';

export interface DocumentUpload {
  propertyId: number;
  type: DocumentTypeKey;
  file: File;
  /** A DEWA bill's issue date (the server derives its expiry). */
  issuedOn?: string;
  expiresOn?: string;
  /** Replaces the file and dates of this document. */
  ownerDocId?: number;
}

/** POST /owner_document as docs/product/settings-property-summary.md#owner-documents names its multipart fields. */
export async function uploadDocument(upload: DocumentUpload): Promise<OwnerDocument> {
  const form = new FormData();
  if (upload.ownerDocId !== undefined) form.set('ownerDocId', String(upload.ownerDocId));
  form.set('doc_type_id', String(documentTypeByKey(upload.type).id));
  form.set('propertyId', String(upload.propertyId));
  form.set('is_file', 'true');
  if (upload.type === 'dewa_bill') form.set('issued_at', upload.issuedOn ?? '');
  else form.set('expires_at', upload.expiresOn ?? '');
  form.set('doc_file', upload.file, upload.file.name);
  const response = await ownApi.post('/owner_document', {
    multipart: form,
    schema: answerSchema('ownerDocumentResponse'),
  });
  return response.owner_document;
}

export function useUploadDocument(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey(propertyId) }),
  });
}
