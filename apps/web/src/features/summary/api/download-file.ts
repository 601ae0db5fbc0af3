import { ownApi } from '../../../lib/api/index.ts';

/** The three downloads of docs/product/settings-property-summary.md#owner-documents; each answers only to the file's owner. */
export type StoredFileRef =
  | { kind: 'document'; id: number }
  | { kind: 'bill'; id: number }
  | { kind: 'noc'; propertyId: number };

export function downloadFile(ref: StoredFileRef, signal?: AbortSignal): Promise<Blob> {
  if (ref.kind === 'noc') {
    return ownApi.get<Blob>('/owner_noc', { query: { propertyId: ref.propertyId }, responseType: 'blob', signal });
  }
  const path = ref.kind === 'document' ? '/owner_single_document' : '/owner_bill_document';
  return ownApi.get<Blob>(path, { query: { id: ref.id }, responseType: 'blob', signal });
}
