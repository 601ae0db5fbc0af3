import { z } from 'zod';

/** One error shape for every surface. `title` mirrors `code` (the pordal surface's clients read `title`, e.g. invalid_grant). */
export const errorBody = z.object({
  status: z.number().int(),
  code: z.string(),
  title: z.string(),
  detail: z.string(),
  validation: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Codes with a documented meaning; HTTP status is decided in one place (apps/server/src/http/errors.ts). */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'The request is malformed or a field is missing, too long or of the wrong type.',
  UNAUTHENTICATED: 'No valid session or token was presented.',
  OWNER_MISMATCH: 'The x-owner header names someone other than the signed-in owner.',
  NOT_FOUND: 'The resource does not exist or does not belong to the signed-in owner.',
  INVALID_CREDENTIALS: 'E-mail or password is wrong.',
  TOO_MANY_FAILED_LOGIN_ATTEMPTS:
    'Five failed sign-ins within 15 minutes; the account is locked for the rest of the window.',
  invalid_grant: 'The refresh token or password grant was refused (OAuth).',
  unsupported_grant_type: 'grant_type is neither password nor refresh_token.',
  TOKEN_INVALID: 'A reset or admin token is unknown, expired or already used.',
  WEAK_PASSWORD: 'The new password does not satisfy the strength rule.',
  PASSWORDS_DO_NOT_MATCH: 'password and passwordConfirm differ.',
  PASSWORD_EQUALS_TOKEN: 'The new password equals the reset token.',
  CONFLICT: 'The change conflicts with the current state.',
  FILE_TOO_LARGE: 'The uploaded file is larger than this upload accepts.',
  UPLOAD_TOO_MANY_PARTS: 'The upload has more files, fields or parts than this upload accepts.',
  UNSUPPORTED_FILE_TYPE: 'The uploaded file is not a PDF, PNG, JPEG, WebP or HEIC image (judged by its content).',
  INTERNAL: 'Unexpected server error.',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES | (string & {});
