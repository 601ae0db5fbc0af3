import { z } from 'zod';

/**
 * WebAuthn's JSON shapes (what @simplewebauthn/browser sends and expects), bounded like every other input. Shared by
 * the owners' passkeys and the staff's second factor.
 */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url');

export const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const transport = z.enum(TRANSPORTS);
const attachment = z.enum(['platform', 'cross-platform']);
const requirement = z.enum(['discouraged', 'preferred', 'required']);
const hint = z.enum(['hybrid', 'security-key', 'client-device']);

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(transport).optional(),
});

/** navigator.credentials.create()'s options, as the server makes them. */
export const passkeyCreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: attachment.optional(),
      residentKey: requirement.optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(hint).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptions>;

/** navigator.credentials.get()'s options: no allowCredentials for an owner (the passkey says who signs in). */
export const passkeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: requirement.optional(),
  hints: z.array(hint).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptions>;

const clientExtensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

/** The browser's answer to create(): a new credential with its attestation. */
export const registrationResponseJson = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    authenticatorData: base64url(8000).optional(),
    // Unknown transports of a newer browser are dropped rather than refusing the passkey.
    transports: z
      .array(z.string().max(32))
      .max(10)
      .optional()
      .transform((list) =>
        list?.filter((value): value is (typeof TRANSPORTS)[number] =>
          (TRANSPORTS as readonly string[]).includes(value),
        ),
      ),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults,
});
export type RegistrationResponseJson = z.infer<typeof registrationResponseJson>;

/** The browser's answer to get(): an assertion signed by the credential's private key. */
export const authenticationResponseJson = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(8000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults,
});
export type AuthenticationResponseJson = z.infer<typeof authenticationResponseJson>;
