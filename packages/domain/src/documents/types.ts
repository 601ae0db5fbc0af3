/** docs/product/settings-property-summary.md#owner-documents Owner document: the four kinds and their wire ids (doc_type_id). */
export const DOCUMENT_TYPES = [
  { id: 1, key: 'passport', name: 'Passport' },
  { id: 2, key: 'title_deed', name: 'Title Deed' },
  { id: 3, key: 'dewa_bill', name: 'DEWA Bill' },
  { id: 4, key: 'noc', name: 'NOC' },
] as const;

export type DocumentTypeKey = (typeof DOCUMENT_TYPES)[number]['key'];
export type DocumentTypeId = (typeof DOCUMENT_TYPES)[number]['id'];
export const DOCUMENT_TYPE_KEYS = DOCUMENT_TYPES.map((type) => type.key) as [DocumentTypeKey, ...DocumentTypeKey[]];

export function documentTypeById(id: number): (typeof DOCUMENT_TYPES)[number] | undefined {
  return DOCUMENT_TYPES.find((type) => type.id === id);
}

export function documentTypeByKey(key: DocumentTypeKey): (typeof DOCUMENT_TYPES)[number] {
  const type = DOCUMENT_TYPES.find((candidate) => candidate.key === key);
  if (!type) throw new RangeError(`Unknown document type ${key}`);
  return type;
}

/** docs/product/settings-property-summary.md#owner-documents: submit needs an expiry except for NOC and Title Deed. */
export function isExpiryRequired(type: DocumentTypeKey): boolean {
  return type !== 'noc' && type !== 'title_deed';
}

/** docs/product/settings-property-summary.md#owner-documents and the issue: warnings within 60 days; a DEWA bill lapses at 50 days and is valid for 90. */
export const EXPIRY_WARNING_DAYS = 60;
export const DEWA_MAX_AGE_DAYS = 50;
export const DEWA_VALIDITY_DAYS = 90;
/** Largest upload accepted for an owner document or a utility bill. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
