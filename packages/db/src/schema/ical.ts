import { integer, pgTable, text, timestamptz, uniqueIndex } from './columns.ts';
import { owners } from './owners.ts';
import { properties } from './properties.ts';

/**
 * A property's calendar subscription (decision 044): the secret in its webcal:// link is shown once and only its
 * SHA-256 is kept. One row per property, so a new link replaces the hash in one write and the old link stops working
 * at once; deleting the row turns the feed off.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdByOwnerId: integer('created_by_owner_id').references(() => owners.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  // Every feed request looks its token up by hash.
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);
