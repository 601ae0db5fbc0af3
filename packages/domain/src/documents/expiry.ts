import { addDays, daysBetween, isLocalDate, type LocalDate } from '../dates/index.ts';
import {
  DEWA_MAX_AGE_DAYS,
  DEWA_VALIDITY_DAYS,
  type DocumentTypeKey,
  EXPIRY_WARNING_DAYS,
  isExpiryRequired,
} from './types.ts';

/** docs/product/settings-property-summary.md#owner-documents: a DEWA bill's expiry is its issue date plus 90 days. */
export function dewaExpiry(issuedOn: LocalDate): LocalDate {
  return addDays(issuedOn, DEWA_VALIDITY_DAYS);
}

/** The DEWA bill's issue date, read back from its expiry. */
export function dewaIssuedOn(expiresOn: LocalDate): LocalDate {
  return addDays(expiresOn, -DEWA_VALIDITY_DAYS);
}

/**
 * The last day a document still counts: its expiry, or for a DEWA bill the day before it turns 50 days old
 * (docs/product/settings-property-summary.md#owner-documents: "a DEWA Bill counts as expired at 50 or more days"). Null when the document has no expiry.
 */
export function lastValidDay(type: DocumentTypeKey, expiresOn: LocalDate | null): LocalDate | null {
  if (!expiresOn) return null;
  if (type === 'dewa_bill') return addDays(dewaIssuedOn(expiresOn), DEWA_MAX_AGE_DAYS - 1);
  return expiresOn;
}

export type ExpiryState = 'no_expiry' | 'valid' | 'expiring' | 'expired';

export interface ExpiryStatus {
  state: ExpiryState;
  /** Days from today to the last valid day (0 = today is the last day); negative once expired; null without expiry. */
  daysLeft: number | null;
  lastValidDay: LocalDate | null;
}

/** docs/product/settings-property-summary.md#owner-documents Document expiry: a warning within 60 days, 'expired' after the last valid day. */
export function expiryStatus(type: DocumentTypeKey, expiresOn: LocalDate | null, today: LocalDate): ExpiryStatus {
  const last = lastValidDay(type, expiresOn);
  if (!last) return { state: 'no_expiry', daysLeft: null, lastValidDay: null };
  const daysLeft = daysBetween(today, last);
  const state = daysLeft < 0 ? 'expired' : daysLeft <= EXPIRY_WARNING_DAYS ? 'expiring' : 'valid';
  return { state, daysLeft, lastValidDay: last };
}

export const DOCUMENT_RULE_CODES = [
  'EXPIRY_REQUIRED',
  'EXPIRY_IN_PAST',
  'ISSUE_DATE_REQUIRED',
  'ISSUE_DATE_TOO_OLD',
  'ISSUE_DATE_IN_FUTURE',
] as const;
export type DocumentRuleCode = (typeof DOCUMENT_RULE_CODES)[number];

export interface DocumentDatesInput {
  type: DocumentTypeKey;
  /** DEWA bills: the bill's issue date; the expiry is derived from it. */
  issuedOn?: LocalDate | null;
  expiresOn?: LocalDate | null;
  today: LocalDate;
}

export type DocumentDates =
  | { ok: true; expiresOn: LocalDate | null }
  | { ok: false; code: DocumentRuleCode; field: 'expires_at' | 'issued_at' };

/**
 * docs/product/settings-property-summary.md#owner-documents Documents: the expiry (not for NOC and Title Deed) is today or later; a DEWA bill's issue date lies between
 * 50 days ago and today and its expiry is issue + 90 days, whatever expiry the client sent.
 */
export function validateDocumentDates(input: DocumentDatesInput): DocumentDates {
  const { type, today } = input;
  const issuedOn = input.issuedOn || null;
  const expiresOn = input.expiresOn || null;
  if (type === 'dewa_bill') {
    const issue = issuedOn ?? (expiresOn && isLocalDate(expiresOn) ? dewaIssuedOn(expiresOn) : null);
    if (!issue || !isLocalDate(issue)) return { ok: false, code: 'ISSUE_DATE_REQUIRED', field: 'issued_at' };
    if (issue > today) return { ok: false, code: 'ISSUE_DATE_IN_FUTURE', field: 'issued_at' };
    if (daysBetween(issue, today) > DEWA_MAX_AGE_DAYS) {
      return { ok: false, code: 'ISSUE_DATE_TOO_OLD', field: 'issued_at' };
    }
    return { ok: true, expiresOn: dewaExpiry(issue) };
  }
  if (!expiresOn || !isLocalDate(expiresOn)) {
    return isExpiryRequired(type)
      ? { ok: false, code: 'EXPIRY_REQUIRED', field: 'expires_at' }
      : { ok: true, expiresOn: null };
  }
  if (expiresOn < today) return { ok: false, code: 'EXPIRY_IN_PAST', field: 'expires_at' };
  return { ok: true, expiresOn };
}

/** The upload modal's submit: a file, and an expiry unless the type needs none (a DEWA bill needs its issue date). */
export function canSubmitDocument(input: {
  type: DocumentTypeKey;
  hasFile: boolean;
  issuedOn?: LocalDate | null;
  expiresOn?: LocalDate | null;
}): boolean {
  if (!input.hasFile) return false;
  if (input.type === 'dewa_bill') return Boolean(input.issuedOn);
  return !isExpiryRequired(input.type) || Boolean(input.expiresOn);
}
