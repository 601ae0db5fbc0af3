import { PAYOUT_CURRENCIES } from '@portal/domain';
import { index, integer, pgTable, text, timestamptz, uniqueIndex } from './columns.ts';
import { owners } from './owners.ts';
import { properties } from './properties.ts';

/**
 * docs/product/settings-surveys.md#bank-details Bank account, one per property. The IBAN and the account number are sealed at rest
 * (apps/server/src/lib/secret-box.ts); only their last 4 characters are kept readable, for masked display.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    accountOwnerName: text('account_owner_name').notNull().default(''),
    accountBankName: text('account_bank_name').notNull().default(''),
    ibanSealed: text('iban_sealed'),
    ibanLast4: text('iban_last4'),
    swift: text('account_swift'),
    accountNumberSealed: text('account_number_sealed'),
    accountNumberLast4: text('account_number_last4'),
    currency: text('account_currency', { enum: PAYOUT_CURRENCIES }),
    sortCode: text('account_sort_code'),
    routeCode: text('account_route_code'),
    address: text('account_address'),
    transferPayout: text('transfer_payout'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_accounts_property_key').on(t.propertyId), index('bank_accounts_owner_idx').on(t.ownerId)],
);
