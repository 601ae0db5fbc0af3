import type { OwnerBankDetailsResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../types.ts';

/** GET /owner_bank_details: each of the owner's properties that has bank details, masked (nothing is decrypted). */
export async function listBankDetails(deps: AppDeps, ownerId: number): Promise<OwnerBankDetailsResponse> {
  const { bankAccounts: bank, properties } = schema;
  const rows = await deps.db
    .select({ propertyId: properties.id, nickname: properties.nickname, bank })
    .from(bank)
    .innerJoin(properties, eq(properties.id, bank.propertyId))
    .where(eq(properties.ownerId, ownerId))
    .orderBy(asc(properties.nickname), asc(properties.id));
  return {
    surveyBankDetails: rows.map((row) => ({
      property_id: row.propertyId,
      nickname: row.nickname,
      bankAccountDetails: {
        account_owner_name: row.bank.accountOwnerName,
        account_bank_name: row.bank.accountBankName,
        iban_last4: row.bank.ibanLast4,
        account_number_last4: row.bank.accountNumberLast4,
        account_swift: row.bank.swift,
        account_currency: row.bank.currency,
      },
    })),
  };
}
