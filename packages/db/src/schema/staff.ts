import { LANGUAGE_CODES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, inList, integer, pgTable, text, timestamptz, uniqueIndex } from './columns.ts';

/** The management company's people; they sign in to the staff console (/api/staff) with their own password. */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    preferredLanguage: text('preferred_language', { enum: LANGUAGE_CODES }).notNull().default('en'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    // A disabled member keeps their audit trail but can no longer sign in or use a token.
    disabledAt: timestamptz('disabled_at'),
  },
  (t) => [
    uniqueIndex('staff_email_key').on(t.email),
    check('staff_preferred_language_check', sql`preferred_language IN (${inList(LANGUAGE_CODES)})`),
  ],
);
