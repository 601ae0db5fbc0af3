import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  inList,
  integer,
  jsonb,
  pgTable,
  text,
  timestamptz,
  uniqueIndex,
} from './columns.ts';
import { owners } from './owners.ts';
import { staff } from './staff.ts';

/**
 * Passkeys (WebAuthn credentials): an owner's, to sign in without a password, or a staff member's, as the second
 * factor. Only the public key is kept; the private key never leaves the person's device.
 */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    // The authenticator's credential id and COSE public key, base64url as WebAuthn's JSON writes them.
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    // The authenticator's signature counter; 0 for those that keep none (most synced passkeys).
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    // The WebAuthn user.id the credential was made for (random, never the e-mail or the row id), base64url.
    userHandle: text('user_handle').notNull(),
    // The device name the person gave it, shown in the list.
    name: text('name').notNull(),
    isBackedUp: boolean('is_backed_up').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    uniqueIndex('webauthn_credentials_credential_id_key').on(t.credentialId),
    index('webauthn_credentials_owner_idx').on(t.ownerId),
    index('webauthn_credentials_staff_idx').on(t.staffId),
    check('webauthn_credentials_one_principal', sql`(${t.ownerId} IS NULL) <> (${t.staffId} IS NULL)`),
  ],
);

export const WEBAUTHN_PURPOSES = [
  'owner_registration',
  'owner_sign_in',
  'staff_registration',
  'staff_second_factor',
] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * WebAuthn challenges, in the database so that any server process can check the answer to one another issued;
 * each is taken out of circulation by one conditional UPDATE (single use) and lives a few minutes.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    // Whose ceremony it is; both null for an owner's sign-in, where the passkey itself says who signs in.
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    // A registration's user.id, so the answer is stored under the handle the authenticator was given.
    userHandle: text('user_handle'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_challenge_key').on(t.challenge),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    check('webauthn_challenges_purpose_check', sql`${t.purpose} IN (${inList(WEBAUTHN_PURPOSES)})`),
  ],
);

/**
 * A staff member's second factor: an authenticator app (TOTP secret, sealed like bank numbers) or a passkey
 * (webauthn_credentials). `confirmedAt` is null while an enrolment is under way; the console opens only after it.
 */
export const staffSecondFactors = pgTable(
  'staff_second_factors',
  {
    staffId: integer('staff_id')
      .primaryKey()
      .references(() => staff.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['totp', 'passkey'] }).notNull(),
    totpSecretSealed: text('totp_secret_sealed'),
    // The last TOTP time step accepted: a code of that step or an earlier one is refused (no reuse in its window).
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (t) => [
    check('staff_second_factors_method_check', sql`${t.method} IN ('totp', 'passkey')`),
    check('staff_second_factors_totp_secret', sql`(${t.method} = 'totp') = (${t.totpSecretSealed} IS NOT NULL)`),
  ],
);

/** Ten one-time recovery codes per enrolment, stored as SHA-256 hashes (they are random, 80 bits each). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_staff_hash_key').on(t.staffId, t.codeHash)],
);
