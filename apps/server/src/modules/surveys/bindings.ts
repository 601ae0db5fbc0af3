import type { schema } from '@portal/db';
import { type AnswerValue, type FieldBinding, lastFour, PAYOUT_CURRENCIES } from '@portal/domain';
import type { SecretBox } from '../../lib/secret-box.ts';

export type OwnerRow = typeof schema.owners.$inferSelect;
export type PropertyRow = typeof schema.properties.$inferSelect;
export type BankRow = typeof schema.bankAccounts.$inferSelect;
type BankInsert = typeof schema.bankAccounts.$inferInsert;

type Binding<Prefix extends string> = Extract<FieldBinding, `${Prefix}.${string}`>;
export type OwnerBinding = Binding<'owner'>;
export type PropertyBinding = Binding<'property'>;
export type BankBinding = Binding<'bank'>;

const text = (value: AnswerValue | undefined): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const OWNER_COLUMNS = { 'owner.first_name': 'firstName', 'owner.last_name': 'lastName' } as const;

const PROPERTY_COLUMNS = {
  'property.parking': 'parking',
  'property.dtcm_unique_code': 'permitCode',
  'property.permit_expires_at': 'permitExpiresAt',
  'property.wifi_name': 'wifiName',
  'property.wifi_pass': 'wifiPassword',
} as const;

/** Plain bank columns; the IBAN and the account number are sealed (decision 029) and handled apart. */
const BANK_COLUMNS = {
  'bank.account_owner_name': 'accountOwnerName',
  'bank.account_bank_name': 'accountBankName',
  'bank.account_swift': 'swift',
  'bank.account_sort_code': 'sortCode',
  'bank.account_route_code': 'routeCode',
  'bank.account_address': 'address',
  'bank.transfer_payout': 'transferPayout',
} as const;

export function readOwnerBinding(binding: OwnerBinding, owner: OwnerRow): AnswerValue {
  return text(owner[OWNER_COLUMNS[binding]]);
}

export function readPropertyBinding(binding: PropertyBinding, property: PropertyRow): AnswerValue {
  return text(property[PROPERTY_COLUMNS[binding]]);
}

/** An answer from the bank account; a sealed value that cannot be opened (another key) reads as unanswered. */
export function readBankBinding(binding: BankBinding, bank: BankRow, secrets: SecretBox): AnswerValue {
  const open = (sealed: string | null) => {
    if (!sealed) return null;
    try {
      return secrets.decrypt(sealed);
    } catch {
      return null;
    }
  };
  if (binding === 'bank.account_iban') return open(bank.ibanSealed);
  if (binding === 'bank.account_data') return open(bank.accountNumberSealed);
  if (binding === 'bank.account_currency') return bank.currency;
  return text(bank[BANK_COLUMNS[binding]]);
}

export function ownerChanges(values: Partial<Record<OwnerBinding, AnswerValue>>, owner: OwnerRow) {
  const firstName = text(values['owner.first_name']) ?? owner.firstName;
  const lastName = text(values['owner.last_name']) ?? owner.lastName;
  return { firstName, lastName, fullName: `${firstName} ${lastName}`.trim() };
}

export function propertyChanges(values: Partial<Record<PropertyBinding, AnswerValue>>) {
  const changes: Partial<Record<(typeof PROPERTY_COLUMNS)[PropertyBinding], string | null>> = {};
  for (const [binding, column] of Object.entries(PROPERTY_COLUMNS) as [PropertyBinding, string][]) {
    if (binding in values) changes[column as keyof typeof changes] = text(values[binding]);
  }
  return changes;
}

const isCurrency = (value: unknown): value is (typeof PAYOUT_CURRENCIES)[number] =>
  (PAYOUT_CURRENCIES as readonly unknown[]).includes(value);

/** The bank account row for a bank section's answers: numbers sealed, their last 4 kept for masked display. */
export function bankRow(
  values: Partial<Record<BankBinding, AnswerValue>>,
  secrets: SecretBox,
): Omit<BankInsert, 'ownerId' | 'propertyId'> {
  const iban = text(values['bank.account_iban']);
  const accountNumber = text(values['bank.account_data']);
  const currency = values['bank.account_currency'];
  const plain: Partial<Record<(typeof BANK_COLUMNS)[keyof typeof BANK_COLUMNS], string | null>> = {};
  for (const [binding, column] of Object.entries(BANK_COLUMNS) as [keyof typeof BANK_COLUMNS, string][]) {
    plain[column as keyof typeof plain] = text(values[binding]);
  }
  return {
    ...plain,
    accountOwnerName: plain.accountOwnerName ?? '',
    accountBankName: plain.accountBankName ?? '',
    ibanSealed: iban ? secrets.encrypt(iban) : null,
    ibanLast4: iban ? lastFour(iban) : null,
    accountNumberSealed: accountNumber ? secrets.encrypt(accountNumber) : null,
    accountNumberLast4: accountNumber ? lastFour(accountNumber) : null,
    currency: isCurrency(currency) ? currency : null,
  };
}

export const isOwnerBinding = (binding: FieldBinding): binding is OwnerBinding => binding.startsWith('owner.');
export const isPropertyBinding = (binding: FieldBinding): binding is PropertyBinding => binding.startsWith('property.');
export const isBankBinding = (binding: FieldBinding): binding is BankBinding => binding.startsWith('bank.');
