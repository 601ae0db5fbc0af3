import { BLOCK_RULE_CODES, DOCUMENT_RULE_CODES } from '@portal/domain';

// No zod here: the web's sign-in page reads codes without loading zod (decision 058).

/** The HTTP statuses a refusal may carry; a code with any other status does not compile. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 415 | 422 | 429 | 431 | 500 | 503;

export interface ErrorSpec {
  status: ErrorStatus;
}

function defineErrors<const T extends Record<string, ErrorSpec>>(errors: T): T {
  return errors;
}

/**
 * The error registry: every code the server may answer, each declared once with its HTTP status. The server maps
 * code → status from here only, the OpenAPI document lists them per operation (with ERROR_DESCRIPTIONS), and the web's
 * words are typed by it.
 */
export const ERRORS = defineErrors({
  VALIDATION_FAILED: { status: 400 },
  TOKEN_INVALID: { status: 400 },
  WEAK_PASSWORD: { status: 400 },
  PASSWORDS_DO_NOT_MATCH: { status: 400 },
  PASSWORD_EQUALS_TOKEN: { status: 400 },
  PASSWORD_UNCHANGED: { status: 400 },
  PASSKEY_REJECTED: { status: 400 },
  invalid_grant: { status: 400 },
  unsupported_grant_type: { status: 400 },
  UNAUTHENTICATED: { status: 401 },
  INVALID_CREDENTIALS: { status: 401 },
  INVALID_SECOND_FACTOR: { status: 401 },
  PASSWORD_CHANGE_REQUIRED: { status: 403 },
  INCORRECT_PASSWORD: { status: 403 },
  REAUTHENTICATION_REQUIRED: { status: 403 },
  ADMIN_SESSION_NOT_ALLOWED: { status: 403 },
  SURVEY_COMING_SOON: { status: 403 },
  OWNER_MISMATCH: { status: 403 },
  FORBIDDEN: { status: 403 },
  NOT_FOUND: { status: 404 },
  REQUEST_TIMEOUT: { status: 408 },
  PROPERTY_ALREADY_RESERVED: { status: 409 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  FILE_TOO_LARGE: { status: 413 },
  UPLOAD_TOO_MANY_PARTS: { status: 413 },
  URI_TOO_LONG: { status: 414 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  UNSUPPORTED_FILE_TYPE: { status: 415 },
  IMAGE_TOO_LARGE: { status: 422 },
  FILE_EMPTY: { status: 422 },
  FIELD_REQUIRED: { status: 422 },
  INVALID_DATE: { status: 422 },
  INVALID_TIME: { status: 422 },
  DATE_TOO_EARLY: { status: 422 },
  TIME_TOO_EARLY: { status: 422 },
  TIME_TOO_LATE: { status: 422 },
  CHECKOUT_BEFORE_CHECKIN: { status: 422 },
  DATE_OUTSIDE_MONTH: { status: 422 },
  CHECK_IN_LOCKED: { status: 422 },
  PAST_RESERVATION: { status: 422 },
  CANNOT_REMOVE_RESERVATION: { status: 422 },
  DATE_TOO_FAR: { status: 422 },
  STAY_TOO_LONG: { status: 422 },
  TERMINATION_PERIOD: { status: 422 },
  IDEMPOTENCY_KEY_REUSED: { status: 422 },
  EXPIRY_REQUIRED: { status: 422 },
  EXPIRY_IN_PAST: { status: 422 },
  ISSUE_DATE_REQUIRED: { status: 422 },
  ISSUE_DATE_TOO_OLD: { status: 422 },
  ISSUE_DATE_IN_FUTURE: { status: 422 },
  UTILITY_INVALID: { status: 422 },
  SURVEY_INVALID: { status: 422 },
  SURVEY_INCOMPLETE: { status: 422 },
  MONTH_NOT_FINISHED: { status: 422 },
  STATEMENT_INCONSISTENT: { status: 422 },
  PICTURE_HOST_NOT_ALLOWED: { status: 422 },
  INVOICE_NUMBER_TAKEN: { status: 409 },
  FEED_ALREADY_ADDED: { status: 409 },
  IMPORT_REFUSED: { status: 422 },
  SCOPE_MISSING: { status: 403 },
  SECOND_FACTOR_NOT_ENROLLED: { status: 409 },
  SECOND_FACTOR_ALREADY_ENROLLED: { status: 409 },
  PASSKEY_ALREADY_REGISTERED: { status: 409 },
  CONCURRENT_UPDATE: { status: 409 },
  TOO_MANY_FAILED_LOGIN_ATTEMPTS: { status: 429 },
  RATE_LIMITED: { status: 429 },
  HEADERS_TOO_LARGE: { status: 431 },
  INTERNAL: { status: 500 },
  SERVICE_UNAVAILABLE: { status: 503 },
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
