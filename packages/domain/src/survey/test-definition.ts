import { PAYOUT_CURRENCIES } from './bank.ts';
import type { Localized, SurveyDefinition, SurveyField } from './types.ts';

/** A label in all three languages, for test definitions. */
export const words = (en: string): Localized => ({ en, ru: en, ar: en });
const options = (...values: string[]) => values.map((value) => ({ value, label: words(value) }));
const field = (id: string, rest: Partial<SurveyField> = {}): SurveyField => ({
  id,
  name: words(id),
  type: 'textbox',
  ...rest,
});

/** A small survey exercising every field type and rule the engine knows (for domain tests only). */
export const TEST_DEFINITION: SurveyDefinition = {
  kind: 'onboarding',
  version: 1,
  sections: [
    {
      id: 'personal',
      name: words('Personal'),
      kind: 'personalDetails',
      fields: [
        field('first_name'),
        field('phone', { validation: 'phone' }),
        field('secondary_phone', { validation: 'phone' }),
        field('email', { validation: 'email' }),
        field('secondary_email', { validation: 'email' }),
        field('emergency_contacts', {
          multipleFields: [
            { id: 'c1', name: words('1') },
            { id: 'c2', name: words('2') },
          ],
        }),
        field('contact_by', { type: 'radio', options: options('email', 'phone', 'whatsapp') }),
        field('languages', { type: 'checkbox', options: options('en', 'ru', 'ar') }),
        field('passport', { validation: { pattern: '[A-Z][0-9]{7}' }, customValidationMessage: words('Passport!') }),
        field('notes', { type: 'textarea', required: false }),
      ],
    },
    {
      id: 'property',
      name: words('Property'),
      kind: 'propertyDetails',
      fields: [
        field('has_parking', { type: 'boolean' }),
        field('parking', { showIf: { field: 'has_parking', equals: true } }),
        field('permit_status', { type: 'radio', options: options('yes', 'applying', 'no') }),
        field('permit_code', { showIf: { field: 'permit_status', equals: 'yes' } }),
        field('permit_expires_at', { validation: 'date', showIf: { field: 'permit_code', filled: true } }),
        field('bedrooms', { type: 'number', minValue: 0, maxValue: 20 }),
        field('pets', { type: 'boolean', required: false }),
        field('pet_rules', { type: 'textarea', requiredIf: { field: 'pets', equals: true } }),
        field('floor', {
          type: 'number',
          required: false,
          showIf: { any: [{ field: 'bedrooms', in: [1, 2] }, { not: { field: 'has_parking', equals: true } }] },
        }),
      ],
    },
    {
      id: 'bank',
      name: words('Bank'),
      kind: 'bankData',
      fields: [
        field('account_owner_name', { bind: 'bank.account_owner_name' }),
        field('account_iban', { validation: 'iban', bind: 'bank.account_iban' }),
        field('account_swift', { validation: 'swift', bind: 'bank.account_swift' }),
        field('account_data', { validation: 'accountNumber', bind: 'bank.account_data' }),
        field('account_currency', {
          type: 'radio',
          validation: 'currency',
          options: options(...PAYOUT_CURRENCIES),
          bind: 'bank.account_currency',
        }),
        field('account_sort_code', { validation: 'bankCode' }),
        field('account_route_code', { validation: 'bankCode' }),
        field('account_address', { type: 'textarea' }),
        field('transfer_payout'),
      ],
    },
  ],
};

/** Answers that make every section of TEST_DEFINITION valid. */
export const VALID_ANSWERS = {
  first_name: 'Nadia',
  phone: '+971 50 123 4567',
  email: 'nadia@example.com',
  emergency_contacts: ['Sam +44 20 7946 0000'],
  contact_by: 'whatsapp',
  languages: ['en', 'ar'],
  passport: 'P1234567',
  has_parking: true,
  parking: 'Basement 2',
  permit_status: 'applying',
  bedrooms: 2,
  account_owner_name: 'Nadia Newman',
  account_iban: 'GB82WEST12345698765432',
  account_swift: 'NWBKGB2L',
  account_data: '98765432',
  account_currency: 'GBP',
};
