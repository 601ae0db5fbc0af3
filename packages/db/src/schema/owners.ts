import { LANGUAGE_CODES } from '@portal/domain';
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
import { staff } from './staff.ts';

/** Every kind of e-mail the server sends; each has one template (apps/server/src/modules/mail/templates). */
export const MAIL_KINDS = [
  'password_reset',
  'owner_stay_notice',
  'document_expiry_reminder',
  'bank_details_changed',
  'support_message',
  'channel_conflict',
  'webhook_paused',
  'passkey_added',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const owners = pgTable(
  'owners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    // Wire value of docs/product/sign-in-and-session.md#tokens-by-login-status: which booking systems the owner is linked to.
    loginStatus: text('login_status', { enum: ['guesty', 'pordal', 'both'] }).notNull(),
    legacyId: text('legacy_id'),
    pordalId: text('pordal_id'),
    isRussian: boolean('is_russian').notNull().default(false),
    // The onboarding survey is done (set when it completes; staff and the import may set it too).
    surveyCompleted: boolean('survey_completed').notNull().default(false),
    // docs/product/settings.md#coming-soon: owners the company marks see a coming-soon page instead of the surveys.
    surveyComingSoon: boolean('survey_coming_soon').notNull().default(false),
    // The language the owner last chose in the app; their e-mails and documents are written in it.
    preferredLanguage: text('preferred_language', { enum: LANGUAGE_CODES }).notNull().default('en'),
    // Set when staff gave the owner a temporary password: the next sign-in leads to choosing a new one.
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('owners_email_key').on(t.email),
    check('owners_preferred_language_check', sql`preferred_language IN (${inList(LANGUAGE_CODES)})`),
  ],
);

/** Every bearer secret the server hands out, stored as a SHA-256 hash; it belongs to an owner or a staff member. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'session',
        'legacy',
        'pordal_access',
        'pordal_refresh',
        'reset',
        'admin_login',
        'staff_session',
        'staff_pending',
      ],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    // Set when the token was obtained through an admin login link: who is acting as the owner (the name the CLI
    // was given, or the staff member's name), and the staff account when there is one.
    actingAdmin: text('acting_admin'),
    actingStaffId: integer('acting_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    // When the owner last typed their password again in this session; bank changes need it within 5 minutes.
    reauthenticatedAt: timestamptz('reauthenticated_at'),
    // How a staff session passed the second factor; a staff session without one cannot exist (CHECK below).
    secondFactor: text('second_factor', { enum: ['totp', 'passkey', 'recovery_code'] }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_owner_kind_idx').on(t.ownerId, t.kind),
    index('auth_tokens_staff_kind_idx').on(t.staffId, t.kind),
    check('auth_tokens_one_principal', sql`(${t.ownerId} IS NULL) <> (${t.staffId} IS NULL)`),
    // Only staff tokens belong to a staff member, so no owner route can ever accept a staff token. A staff member
    // holds a pending token between the password and the second factor, and a session only after both.
    check(
      'auth_tokens_staff_kind',
      sql`(${t.staffId} IS NOT NULL) = (${t.kind} IN ('staff_session', 'staff_pending'))`,
    ),
    check('auth_tokens_second_factor', sql`(${t.kind} = 'staff_session') = (${t.secondFactor} IS NOT NULL)`),
  ],
);

/** Failed sign-ins, counted per e-mail over a sliding window; in the database so the lockout holds across processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    failedAt: timestamptz('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_time_idx').on(t.email, t.failedAt)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // The CHECK that keeps this list closed is in the custom migration outbox_mail_kinds (old rows are renamed first).
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    toAddress: text('to_address').notNull(),
    // Where a reply goes when it is not the sender (a support message: the owner who wrote it).
    replyTo: text('reply_to'),
    // The recipient's language, which the subject and bodies are written in.
    language: text('language', { enum: LANGUAGE_CODES }).notNull().default('en'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    // Null only for mail queued before mail had templates.
    bodyHtml: text('body_html'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`sent_at IS NULL`),
    check('outbox_language_check', sql`language IN (${inList(LANGUAGE_CODES)})`),
  ],
);

/** Who did what to whom, written through recordAudit (apps/server/src/modules/audit) in the change's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // The owner whose data the entry is about (null for entries about no owner).
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    // 'admin' is a person of the company acting as the owner (login link); 'staff' acts in the staff console.
    actorKind: text('actor_kind', { enum: ['owner', 'admin', 'staff', 'system'] }).notNull(),
    actorLabel: text('actor_label').notNull(),
    actorStaffId: integer('actor_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_owner_time_idx').on(t.ownerId, t.createdAt),
    index('audit_log_staff_time_idx').on(t.actorStaffId, t.createdAt),
  ],
);

/** Latest published native-app versions (docs/product/shell-and-languages.md#native-app Version log); the newest row wins. */
export const appVersions = pgTable('app_versions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  iosNewerVersion: text('ios_newer_version'),
  androidNewerVersion: text('android_newer_version'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Versions the owners' installed apps report (POST /version_log). */
export const ownerAppVersions = pgTable(
  'owner_app_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    version: text('version').notNull(),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('owner_app_versions_owner_idx').on(t.ownerId)],
);
