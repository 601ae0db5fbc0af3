import { bigint, index, pgTable, text, timestamptz } from './columns.ts';

/**
 * Password-reset requests waiting for the background job (decision 054): the request only records the e-mail asked
 * about, the same single insert whether or not an account has it, so its answer and its time tell nothing. The job
 * issues the token and queues the mail for a known e-mail, and drops the row either way.
 */
export const resetRequests = pgTable(
  'reset_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
  },
  (t) => [index('reset_requests_requested_idx').on(t.requestedAt)],
);
