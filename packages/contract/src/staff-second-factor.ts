import { LANGUAGE_CODES } from '@portal/domain';
import { z } from 'zod';
import { passkeyName } from './passkeys.ts';
import {
  authenticationResponseJson,
  passkeyCreationOptions,
  passkeyRequestOptions,
  registrationResponseJson,
} from './webauthn.ts';

/**
 * The staff console's second factor (decision 091): the password gives a short-lived pending token, which only the
 * second-factor calls accept; a staff session exists only after a passkey, a TOTP code or a recovery code.
 */

const pendingToken = z.string().min(1).max(128);
const instant = z.string();

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  preferredLanguage: z.enum(LANGUAGE_CODES),
});
export type StaffMember = z.infer<typeof staffMember>;

/** A staff session: what the console keeps and sends as Bearer. */
export const staffSession = z.object({ token: z.string(), expiresAt: instant, staff: staffMember });
export type StaffSession = z.infer<typeof staffSession>;

export const SECOND_FACTOR_METHODS = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

// POST /api/staff/login: the password is right; the second factor (or its enrolment) comes next.
export const staffLoginResponse = z.discriminatedUnion('stage', [
  z.object({
    stage: z.literal('second_factor'),
    pendingToken: z.string(),
    expiresAt: instant,
    method: z.enum(SECOND_FACTOR_METHODS),
    staff: staffMember,
  }),
  z.object({ stage: z.literal('enrol'), pendingToken: z.string(), expiresAt: instant, staff: staffMember }),
]);
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

// POST /api/staff/second-factor/options: the passkey request for a member whose second factor is a passkey.
export const pendingTokenRequest = z.object({ pendingToken });
export const staffPasskeyOptionsResponse = passkeyRequestOptions;

// POST /api/staff/second-factor
export const staffSecondFactorRequest = z.discriminatedUnion('method', [
  z.object({ pendingToken, method: z.literal('totp'), code: z.string().max(20) }),
  z.object({ pendingToken, method: z.literal('recovery_code'), code: z.string().max(40) }),
  z.object({ pendingToken, method: z.literal('passkey'), response: authenticationResponseJson }),
]);
export type StaffSecondFactorRequest = z.input<typeof staffSecondFactorRequest>;
/** `recoveryCodesLeft` after a recovery code was used, so the console can tell the member to reset in time. */
export const staffSecondFactorResponse = staffSession.extend({ recoveryCodesLeft: z.number().int().optional() });
export type StaffSecondFactorResponse = z.infer<typeof staffSecondFactorResponse>;

// POST /api/staff/enrolment/start
export const staffEnrolmentStartRequest = z.object({ pendingToken, method: z.enum(SECOND_FACTOR_METHODS) });
export const staffEnrolmentStartResponse = z.discriminatedUnion('method', [
  /** The secret for an authenticator app, as text and as an otpauth:// URI (shown as a QR code). */
  z.object({ method: z.literal('totp'), secret: z.string(), uri: z.string() }),
  z.object({ method: z.literal('passkey'), options: passkeyCreationOptions }),
]);
export type StaffEnrolmentStartResponse = z.infer<typeof staffEnrolmentStartResponse>;

// POST /api/staff/enrolment/finish: the first code (or the new passkey) proves the enrolment; recovery codes once.
export const staffEnrolmentFinishRequest = z.discriminatedUnion('method', [
  z.object({ pendingToken, method: z.literal('totp'), code: z.string().max(20) }),
  z.object({ pendingToken, method: z.literal('passkey'), name: passkeyName, response: registrationResponseJson }),
]);
export type StaffEnrolmentFinishRequest = z.input<typeof staffEnrolmentFinishRequest>;
export const staffEnrolmentFinishResponse = z.object({ session: staffSession, recoveryCodes: z.array(z.string()) });
export type StaffEnrolmentFinishResponse = z.infer<typeof staffEnrolmentFinishResponse>;
