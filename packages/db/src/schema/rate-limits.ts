import { primaryKey } from 'drizzle-orm/pg-core';
import { index, integer, pgTable, text, timestamptz } from './columns.ts';

/**
 * Requests counted per rule, subject (an address, an e-mail, a principal) and fixed window, in the database so a
 * limit holds across server processes (decision 053). One upsert per counted request; old windows are pruned.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.subject, t.windowStart] }),
    index('rate_limit_hits_bucket_window_idx').on(t.bucket, t.windowStart),
  ],
);
