import type { OwnerDocument, Property, UtilitiesResponse } from '@portal/contract';
import { writeValues } from '../../lib/session/storage.ts';
import { STORAGE_KEYS } from '../../lib/session/storage-keys.ts';

/** A signed-in owner (id 3) and Marina Gate (id 7) as the feature's component tests see them. */
export const property: Property = {
  id: 7,
  property_id: 'MG-7',
  title: 'Flat',
  nickname: 'Marina Gate 1204',
  address: 'Dubai Marina',
  address_2: 'Tower 1, 12th floor',
  picture: null,
  is_active: true,
  bedrooms: 2,
  currency: 'AED',
  is_pordal: 0,
  pordal_id: null,
  is_terminate: 0,
  np_start_date: null,
  np_end_date: null,
  time_zone: 'Asia/Dubai',
  owner_block_label: 'Owner blocked',
};

export const summary = {
  property: {
    id: 7,
    nickname: 'Marina Gate 1204',
    address: 'Dubai Marina',
    address_2: 'Tower 1, 12th floor',
    parking: 'Basement 2, bay 118',
    dtcm_unique_code: 'MAR-GAT-1204-7731',
    permit_expires_at: '2027-06-10',
    property_code: 'MG-7',
    wifi_name: 'MarinaGate1204',
    wifi_pass: 'sea-view-2026',
    emirate: 'Dubai',
    time_zone: 'Asia/Dubai',
  },
  property_bank_account: {
    account_owner_name: 'Olivia Owens',
    account_bank_name: 'Emirates NBD',
    iban_last4: '6789',
    account_number_last4: null,
    account_swift: 'EBILAEAD',
    account_currency: 'AED',
  },
};

export const utilities: UtilitiesResponse = {
  expenses: [
    {
      id: 11,
      utility: 'internet',
      expenseName: null,
      provider: 'du',
      has_account: true,
      account_number: '0501234567',
      paid_by: 1,
      login: 'olivia',
      pass: null,
      email: 'owner@example.com',
      bill_link: null,
      docId: 'f-1',
      doc_filename: 'du-bill.pdf',
      is_file: true,
      is_link: false,
    },
    {
      id: 12,
      utility: 'gas',
      expenseName: null,
      provider: 'Not set',
      has_account: false,
      account_number: null,
      paid_by: 0,
      login: null,
      pass: null,
      email: 'owner@example.com',
      bill_link: null,
      docId: null,
      doc_filename: null,
      is_file: false,
      is_link: false,
    },
  ],
  expensesSelect: {
    internet: ['Not set', 'du', 'Etisalat by e&'],
    electricity: ['Not set', 'DEWA', 'AADC'],
    gas: ['Not set', 'Emirates Gas'],
    chiller: ['Not set', 'Empower'],
    other: ['Not set'],
  },
  ownerEmail: 'owner@example.com',
  emirate: 'Dubai',
};

export const passport: OwnerDocument = {
  ownerDocId: 31,
  doc_type: 'passport',
  doc_type_id: 1,
  issued_at: null,
  expires_at: '2030-04-09',
  file_name: 'passport.pdf',
  property_id: 7,
  owner_id: 3,
  status: 'expiring',
  days_left: 30,
  last_valid_day: '2030-04-09',
  next_reminder_on: '2030-04-02',
  reminders_sent: ['days_60'],
};

export function signInOwner() {
  writeValues({
    [STORAGE_KEYS.sessionToken]: 'session',
    [STORAGE_KEYS.userStatus]: 'both',
    [STORAGE_KEYS.sessionUser]: { userId: 3, name: 'owner@example.com', fullName: 'Olivia', isPordalUser: true },
  });
}
