import { EMAIL_MAX_LENGTH } from '@portal/domain';
import { z } from 'zod';
import { idParam } from './common.ts';

const password = z.string().max(256);

// POST /api/change_password: docs/product/settings.md#change-password "change password (name, old, new, userId)"; name and userId, when sent,
// must be the signed-in owner's. The new password's rules are checked by the server too (WEAK_PASSWORD, …).
export const changePasswordRequest = z.object({
  name: z.string().max(EMAIL_MAX_LENGTH).optional(),
  userId: idParam.optional(),
  old: password.min(1),
  new: password.min(1),
  confirm: password.optional(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

// POST /api/reauthenticate: the password again, so the next 5 minutes may change bank details (decision 037).
export const reauthenticateRequest = z.object({ password: password.min(1) });
export const reauthenticateResponse = z.object({ reauthenticatedUntil: z.string() });
export type ReauthenticateResponse = z.infer<typeof reauthenticateResponse>;
