import { EMAIL_MAX_LENGTH, LOGIN_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { shortText } from './common.ts';
import { languageCode } from './preferences.ts';

const email = z.string().trim().min(1).max(EMAIL_MAX_LENGTH);
const password = z.string().min(1).max(256);

export const loginStatus = z.enum(LOGIN_STATUSES);

export const sessionUser = z.object({
  userId: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  isPordalUser: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const pordalTokenConfig = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type PordalTokenConfig = z.infer<typeof pordalTokenConfig>;

// POST /api/login
export const loginRequest = z.object({
  accountId: shortText(64).optional(),
  username: email,
  password,
  apiKey: shortText(128).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** What the client stores after a sign-in: which tokens it holds follows `status` (docs/product/sign-in-and-session.md#tokens-by-login-status). */
export const loginResponse = z.object({
  status: loginStatus,
  /** Owner-API session token (sent as basic authentication). */
  token: z.string(),
  /** The pordal access token when the owner uses pordal, else null. */
  access_token: z.string().nullable(),
  guesty: z.object({ token: z.string() }).nullable(),
  pordal: pordalTokenConfig.nullable(),
  user: sessionUser,
  /** The owner's stored language, so a device that has none adopts it; optional, clients may ignore it. */
  preferredLanguage: languageCode.optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

// POST /api/logout: revokes the presented session token, and the pordal tokens when given.
export const logoutRequest = z
  .object({ refresh_token: z.string().min(1).max(128).optional(), access_token: z.string().min(1).max(128).optional() })
  .optional();

// POST /api/login_as_admin (form: token)
export const loginAsAdminRequest = z.object({ token: z.string().min(1).max(128) });
export const loginAsAdminResponse = loginResponse.extend({
  accepted: z.literal(true),
  owner_data: z.object({
    id: z.number().int(),
    pordal_id: z.string().nullable(),
    email: z.string(),
    full_name: z.string(),
  }),
  acting_admin: z.string(),
});
export type LoginAsAdminResponse = z.infer<typeof loginAsAdminResponse>;

// POST /api/pordal/oauth
export const oauthRequest = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), client_id: shortText(64).optional(), username: email, password }),
  z.object({
    grant_type: z.literal('refresh_token'),
    client_id: shortText(64).optional(),
    refresh_token: z.string().min(1).max(128),
  }),
]);
export type OauthRequest = z.infer<typeof oauthRequest>;
export const oauthResponse = pordalTokenConfig.extend({ token_type: z.literal('Bearer') });
export type OauthResponse = z.infer<typeof oauthResponse>;

// GET /api/pordal/owner-profile
export const ownerProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type OwnerProfile = z.infer<typeof ownerProfile>;

// GET /api/pordal/password/owner-forgot?email=
export const ownerForgotQuery = z.object({ email });
// GET /api/pordal/password/check-reset-token?token=&account=
export const checkResetTokenQuery = z.object({ token: z.string().min(1).max(128), account: email.optional() });
export const checkResetTokenResponse = z.object({ valid: z.boolean() });
// POST /api/pordal/password/owner-reset
export const ownerResetRequest = z.object({
  token: z.string().min(1).max(128),
  password,
  passwordConfirm: password,
});
export type OwnerResetRequest = z.infer<typeof ownerResetRequest>;

// POST /api/legacy/authenticate/revoke
export const revokeRequest = z.object({ apiKey: shortText(128).optional(), accountId: shortText(64).optional() });

// GET/POST /api/version_log
export const versionLogResponse = z.object({
  success: z.boolean(),
  latest_version_log: z
    .object({ ios_newer_version: z.string().nullable(), android_newer_version: z.string().nullable() })
    .nullable(),
});
export type VersionLogResponse = z.infer<typeof versionLogResponse>;
export const recordVersionRequest = z.object({
  platform: z.enum(['ios', 'android', 'web']),
  version: z
    .string()
    .max(32)
    .regex(/^\d+(\.\d+){0,3}$/),
});

// POST /api/internal/admin-login-link (loopback only; used by the admin CLI while the server holds the database)
export const adminLoginLinkRequest = z.object({ email, admin: z.string().trim().min(1).max(120) });
export const adminLoginLinkResponse = z.object({ link: z.string(), expiresAt: z.string() });
export type AdminLoginLinkResponse = z.infer<typeof adminLoginLinkResponse>;

// POST /api/client-errors
export const clientErrorRequest = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  userAgent: z.string().max(500).optional(),
});
