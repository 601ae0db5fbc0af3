import type { ErrorCode } from './error-codes.ts';

/**
 * What each code of the registry means, for the OpenAPI document. Kept apart from ERRORS so that the web app, which
 * reads the codes on every page (the sign-in page too), never downloads these words. A code without a description,
 * or a description without a code, does not compile.
 */
export const ERROR_DESCRIPTIONS: { readonly [code in ErrorCode]: string } = {
  VALIDATION_FAILED:
    'The request is malformed (JSON, URL encoding) or a field is missing, too long or of the wrong type.',
  TOKEN_INVALID: 'A reset, admin or pending second-factor token is unknown, expired or already used.',
  WEAK_PASSWORD: 'The new password does not satisfy the strength rule.',
  PASSWORDS_DO_NOT_MATCH: 'password and passwordConfirm differ.',
  PASSWORD_EQUALS_TOKEN: 'The new password equals the reset token.',
  PASSWORD_UNCHANGED: 'The new password is the same as the current one.',
  PASSKEY_REJECTED:
    'The passkey answer does not verify: unknown, expired or already used challenge, another origin or RP id, a bad signature, a signature counter that went backwards, or a passkey of someone else.',
  invalid_grant: 'The refresh token or password grant was refused (OAuth, RFC 6749).',
  unsupported_grant_type: 'grant_type is neither password nor refresh_token.',
  UNAUTHENTICATED: 'No valid session or token was presented for this surface.',
  INVALID_CREDENTIALS: 'E-mail or password is wrong.',
  INVALID_SECOND_FACTOR:
    'The staff second factor was refused: a wrong or already used TOTP code or recovery code, or a passkey that does not verify.',
  PASSWORD_CHANGE_REQUIRED:
    'The password is a temporary one staff set: no session is issued; resetToken opens the new-password page.',
  INCORRECT_PASSWORD:
    'The current password given to change the password or to confirm a bank change is wrong (counts as a failed sign-in).',
  REAUTHENTICATION_REQUIRED:
    'Bank details and passkeys change only within 5 minutes of confirming the password (POST /api/reauthenticate).',
  ADMIN_SESSION_NOT_ALLOWED:
    'A company person signed in as the owner may not change the owner’s password, bank details or passkeys.',
  SURVEY_COMING_SOON: 'The company shows this owner a coming-soon page instead of surveys.',
  OWNER_MISMATCH: 'The x-owner header names someone other than the signed-in owner.',
  FORBIDDEN: 'The signed-in principal (owner or staff) may not use this route.',
  NOT_FOUND: 'No such route, or the resource does not exist or does not belong to the signed-in owner.',
  REQUEST_TIMEOUT: 'The request did not arrive completely in time.',
  PROPERTY_ALREADY_RESERVED: 'Another active stay or block overlaps the dates.',
  PAYLOAD_TOO_LARGE: 'The request body is larger than the route accepts.',
  FILE_TOO_LARGE: 'The uploaded file is larger than this upload accepts.',
  UPLOAD_TOO_MANY_PARTS: 'The upload has more files, fields or parts than this upload accepts.',
  URI_TOO_LONG: 'A path segment is longer than any route parameter may be.',
  UNSUPPORTED_MEDIA_TYPE: 'The body is neither JSON, a form nor a multipart upload.',
  UNSUPPORTED_FILE_TYPE: 'The uploaded file is not a PDF, PNG, JPEG, WebP or HEIC image (judged by its content).',
  FILE_EMPTY: 'The uploaded file has no content (0 bytes); nothing is stored.',
  IMAGE_TOO_LARGE: 'The image declares more than 12,000 pixels on a side or 60 megapixels; refused before decoding.',
  FIELD_REQUIRED: 'A date, a time or (on create) the access answer is missing.',
  INVALID_DATE: 'A date is not a real calendar day.',
  INVALID_TIME: 'A time is not HH:mm.',
  DATE_TOO_EARLY: 'The day is before the earliest selectable day.',
  TIME_TOO_EARLY: 'The time is before the earliest time of that day.',
  TIME_TOO_LATE: 'The check-out time is after 11:59 PM.',
  CHECKOUT_BEFORE_CHECKIN: 'The check-out is not after the check-in.',
  DATE_OUTSIDE_MONTH: 'The dates lie outside the month the block is made in.',
  CHECK_IN_LOCKED: 'The stay has started; its check-in can no longer change.',
  PAST_RESERVATION: 'The stay is over; it can be neither edited nor removed.',
  CANNOT_REMOVE_RESERVATION: 'The stay has started; it cannot be removed.',
  DATE_TOO_FAR: 'A date lies more than 730 days (about two years) after today.',
  STAY_TOO_LONG: 'An owner stay may last at most 90 nights.',
  TERMINATION_PERIOD: 'The dates touch the contract termination period.',
  IDEMPOTENCY_KEY_REUSED: 'The Idempotency-Key was already used for a different property or check-in.',
  EXPIRY_REQUIRED: 'The document needs an expiry date (all but NOC and Title Deed).',
  EXPIRY_IN_PAST: 'The document expiry is before today.',
  ISSUE_DATE_REQUIRED: 'A DEWA bill needs its issue date.',
  ISSUE_DATE_TOO_OLD: 'A DEWA bill issued more than 50 days ago.',
  ISSUE_DATE_IN_FUTURE: 'A DEWA bill issue date after today.',
  UTILITY_INVALID: 'A utility breaks a rule (account number, provider, e-mail); validation lists field and code.',
  SURVEY_INVALID:
    'A saved section breaks a survey rule; validation lists each answer as sections.<section>.<field>[.<entry>] with its code.',
  SURVEY_INCOMPLETE:
    'completed was sent but a section is not valid yet; validation lists those sections. Nothing was saved.',
  MONTH_NOT_FINISHED: 'Month close was asked for a month that is not over yet on the properties’ clock.',
  FEED_ALREADY_ADDED: 'The property already has a channel feed with this URL.',
  IMPORT_REFUSED:
    'A record of the call was refused (a reference, a date, an overlap or a published statement); nothing of the call was written. The detail names the record by its path.',
  SCOPE_MISSING: 'The API key is valid but was not given the scope this call needs.',
  STATEMENT_INCONSISTENT: 'The statement figures do not add up (net = gross − management fee − expenses + refunds).',
  PICTURE_HOST_NOT_ALLOWED:
    "The picture is neither on this site nor on a host in the server's IMAGE_HOSTS, so the app could not show it.",
  INVOICE_NUMBER_TAKEN: 'The property already has a maintenance invoice with this number.',
  SECOND_FACTOR_NOT_ENROLLED: 'The staff member has no second factor yet: enrol one (POST /api/staff/enrolment/start).',
  SECOND_FACTOR_ALREADY_ENROLLED:
    'The staff member already has a second factor; only the admin CLI can reset it (reset-second-factor).',
  PASSKEY_ALREADY_REGISTERED: 'This passkey is already registered (to this account or another).',
  CONCURRENT_UPDATE: 'Another change to the same records committed at the same moment; nothing was written, try again.',
  TOO_MANY_FAILED_LOGIN_ATTEMPTS:
    'Five failed sign-ins within 15 minutes; the account is locked for the rest of the window.',
  RATE_LIMITED: 'Too many requests of this kind from this address or account; Retry-After says when to try again.',
  HEADERS_TOO_LARGE: 'The request line or headers exceed the server limit.',
  INTERNAL: 'Unexpected server error.',
  SERVICE_UNAVAILABLE:
    'The database cannot be reached, its storage is full, or this server process is shutting down; nothing was written, retry later.',
};
