import type { PropertySummaryResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { ownedProperty } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';

/** docs/product/settings-property-summary.md#property-summary summary: the property's facts and its bank account, the numbers masked (nothing is decrypted). */
export async function getPropertySummary(
  deps: AppDeps,
  options: { ownerId: number; propertyId: number },
): Promise<PropertySummaryResponse> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const [bank] = await deps.db
    .select()
    .from(schema.bankAccounts)
    .where(eq(schema.bankAccounts.propertyId, property.id))
    .limit(1);
  return {
    property: {
      id: property.id,
      nickname: property.nickname,
      address: property.address,
      address_2: property.address2,
      parking: property.parking,
      dtcm_unique_code: property.permitCode,
      permit_expires_at: property.permitExpiresAt,
      property_code: property.propertyCode,
      wifi_name: property.wifiName,
      wifi_pass: property.wifiPassword,
      emirate: property.emirate,
      time_zone: property.timeZone,
    },
    property_bank_account: bank
      ? {
          account_owner_name: bank.accountOwnerName,
          account_bank_name: bank.accountBankName,
          iban_last4: bank.ibanLast4,
          account_number_last4: bank.accountNumberLast4,
          account_swift: bank.swift,
          account_currency: bank.currency,
        }
      : null,
  };
}
