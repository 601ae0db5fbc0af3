import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export * from './error-codes.ts';
export * from './error-descriptions.ts';

export const errorCode = z.enum(ERROR_CODES);

/** One error shape for every surface. `title` mirrors `code` (the pordal surface's clients read `title`, e.g. invalid_grant). */
export const errorBody = z.object({
  status: z.number().int(),
  code: errorCode,
  title: z.string(),
  detail: z.string(),
  validation: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
  /** Only with PASSWORD_CHANGE_REQUIRED: a single-use reset token for choosing the new password. */
  resetToken: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
