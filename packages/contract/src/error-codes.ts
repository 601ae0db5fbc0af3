import { BLOCK_RULE_CODES, DOCUMENT_RULE_CODES } from '@portal/domain';

// No zod here: the web's sign-in page reads codes without loading zod (decision 058).

/** The HTTP statuses a refusal may carry; a code with any other status does not compile. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 415 | 422 | 429 | 431 | 500 | 503;

export interface ErrorSpec {
  status: ErrorStatus;
  description: string;
}

function defineErrors<const T extends Record<string, ErrorSpec>>(errors: T): T {
  return errors;
}

/**
 * The error registry: every code the server may answer, each declared once with its HTTP status. The server maps
 * code → status from here only, the OpenAPI document lists them per operation, and the web's words are typed by it.
 */
export const ERRORS = defineErrors({
  VALIDATION_FAILED: {
    status: 400,
    description: 'The request is malformed (JSON, URL encoding) or a field is missing, too long or of the wrong type.',
  },
  TOKEN_INVALID: { status: 400, description: 'A reset or admin token is unknown, expired or already used.' },
  WEAK_PASSWORD: { status: 400, description: 'The new password does not satisfy the strength rule.' },
  PASSWORDS_DO_NOT_MATCH: { status: 400, description: 'password and passwordConfirm differ.' },
  PASSWORD_EQUALS_TOKEN: { status: 400, description: 'The new password equals the reset token.' },
  PASSWORD_UNCHANGED: { status: 400, description: 'The new password is the same as the current one.' },
  invalid_grant: { status: 400, description: 'The refresh token or password grant was refused (OAuth, RFC 6749).' },
  unsupported_grant_type: { status: 400, description: 'grant_type is neither password nor refresh_token.' },
  UNAUTHENTICATED: { status: 401, description: 'No valid session or token was presented for this surface.' },
  INVALID_CREDENTIALS: { status: 401, description: 'E-mail or password is wrong.' },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    description:
      'The password is a temporary one staff set: no session is issued; resetToken opens the new-password page.',
  },
  INCORRECT_PASSWORD: {
    status: 403,
    description:
      'The current password given to change the password or to confirm a bank change is wrong (counts as a failed sign-in).',
  },
  REAUTHENTICATION_REQUIRED: {
    status: 403,
    description: 'Bank details change only within 5 minutes of confirming the password (POST /api/reauthenticate).',
  },
  ADMIN_SESSION_NOT_ALLOWED: {
    status: 403,
    description: 'A company person signed in as the owner may not change the owner’s password or bank details.',
  },
  SURVEY_COMING_SOON: {
    status: 403,
    description: 'The company shows this owner a coming-soon page instead of surveys.',
  },
  OWNER_MISMATCH: { status: 403, description: 'The x-owner header names someone other than the signed-in owner.' },
  FORBIDDEN: { status: 403, description: 'The signed-in principal (owner or staff) may not use this route.' },
  NOT_FOUND: {
    status: 404,
    description: 'No such route, or the resource does not exist or does not belong to the signed-in owner.',
  },
  REQUEST_TIMEOUT: { status: 408, description: 'The request did not arrive completely in time.' },
  PROPERTY_ALREADY_RESERVED: { status: 409, description: 'Another active stay or block overlaps the dates.' },
  PAYLOAD_TOO_LARGE: { status: 413, description: 'The request body is larger than the route accepts.' },
  FILE_TOO_LARGE: { status: 413, description: 'The uploaded file is larger than this upload accepts.' },
  UPLOAD_TOO_MANY_PARTS: {
    status: 413,
    description: 'The upload has more files, fields or parts than this upload accepts.',
  },
  URI_TOO_LONG: { status: 414, description: 'A path segment is longer than any route parameter may be.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, description: 'The body is neither JSON, a form nor a multipart upload.' },
  UNSUPPORTED_FILE_TYPE: {
    status: 415,
    description: 'The uploaded file is not a PDF, PNG, JPEG, WebP or HEIC image (judged by its content).',
  },
  IMAGE_TOO_LARGE: {
    status: 422,
    description: 'The image declares more than 12,000 pixels on a side or 60 megapixels; refused before decoding.',
  },
  FIELD_REQUIRED: { status: 422, description: 'A date, a time or (on create) the access answer is missing.' },
  INVALID_DATE: { status: 422, description: 'A date is not a real calendar day.' },
  INVALID_TIME: { status: 422, description: 'A time is not HH:mm.' },
  DATE_TOO_EARLY: { status: 422, description: 'The day is before the earliest selectable day.' },
  TIME_TOO_EARLY: { status: 422, description: 'The time is before the earliest time of that day.' },
  TIME_TOO_LATE: { status: 422, description: 'The check-out time is after 11:59 PM.' },
  CHECKOUT_BEFORE_CHECKIN: { status: 422, description: 'The check-out is not after the check-in.' },
  DATE_OUTSIDE_MONTH: { status: 422, description: 'The dates lie outside the month the block is made in.' },
  CHECK_IN_LOCKED: { status: 422, description: 'The stay has started; its check-in can no longer change.' },
  PAST_RESERVATION: { status: 422, description: 'The stay is over; it can be neither edited nor removed.' },
  CANNOT_REMOVE_RESERVATION: { status: 422, description: 'The stay has started; it cannot be removed.' },
  DATE_TOO_FAR: { status: 422, description: 'A date lies more than 730 days (about two years) after today.' },
  STAY_TOO_LONG: { status: 422, description: 'An owner stay may last at most 90 nights.' },
  TERMINATION_PERIOD: { status: 422, description: 'The dates touch the contract termination period.' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    description: 'The Idempotency-Key was already used for a different property or check-in.',
  },
  EXPIRY_REQUIRED: { status: 422, description: 'The document needs an expiry date (all but NOC and Title Deed).' },
  EXPIRY_IN_PAST: { status: 422, description: 'The document expiry is before today.' },
  ISSUE_DATE_REQUIRED: { status: 422, description: 'A DEWA bill needs its issue date.' },
  ISSUE_DATE_TOO_OLD: { status: 422, description: 'A DEWA bill issued more than 50 days ago.' },
  ISSUE_DATE_IN_FUTURE: { status: 422, description: 'A DEWA bill issue date after today.' },
  UTILITY_INVALID: {
    status: 422,
    description: 'A utility breaks a rule (account number, provider, e-mail); validation lists field and code.',
  },
  SURVEY_INVALID: {
    status: 422,
    description:
      'A saved section breaks a survey rule; validation lists each answer as sections.<section>.<field>[.<entry>] with its code.',
  },
  SURVEY_INCOMPLETE: {
    status: 422,
    description:
      'completed was sent but a section is not valid yet; validation lists those sections. Nothing was saved.',
  },
  MONTH_NOT_FINISHED: {
    status: 422,
    description: 'Month close was asked for a month that is not over yet on the properties’ clock.',
  },
  STATEMENT_INCONSISTENT: {
    status: 422,
    description: 'The statement figures do not add up (net = gross − management fee − expenses + refunds).',
  },
  INVOICE_NUMBER_TAKEN: {
    status: 409,
    description: 'The property already has a maintenance invoice with this number.',
  },
  CONCURRENT_UPDATE: {
    status: 409,
    description: 'Another change to the same records committed at the same moment; nothing was written, try again.',
  },
  TOO_MANY_FAILED_LOGIN_ATTEMPTS: {
    status: 429,
    description: 'Five failed sign-ins within 15 minutes; the account is locked for the rest of the window.',
  },
  RATE_LIMITED: {
    status: 429,
    description: 'Too many requests of this kind from this address or account; Retry-After says when to try again.',
  },
  HEADERS_TOO_LARGE: { status: 431, description: 'The request line or headers exceed the server limit.' },
  INTERNAL: { status: 500, description: 'Unexpected server error.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    description: 'The database cannot be reached, or its storage is full; nothing was written, retry later.',
  },
});

/** A closed union: a code missing from the registry is a type error, never a silent default. */
export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export function errorStatus(code: ErrorCode): ErrorStatus {
  return ERRORS[code].status;
}

/** Every block rule code is a refusal the server sends: a new rule code without a registry entry does not compile. */
export const BLOCK_REFUSAL_CODES: readonly ErrorCode[] = BLOCK_RULE_CODES;
/** Likewise every document date rule (packages/domain/src/documents). */
export const DOCUMENT_REFUSAL_CODES: readonly ErrorCode[] = DOCUMENT_RULE_CODES;
