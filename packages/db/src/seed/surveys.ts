import { type Answers, lastFour, type SurveyKind } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { bankAccounts } from '../schema/bank-accounts.ts';
import { owners } from '../schema/owners.ts';
import { ownerSurveys, surveyDefinitions } from '../schema/surveys.ts';
import type { SeededProperty } from './properties.ts';

/** Seals a value the way the server does (decision 029); the server passes its secret box in. */
export type Seal = (plaintext: string) => string;

const PERSONAL: Record<string, Answers> = {
  personal_contact: {
    first_name: 'Olivia',
    last_name: 'Owens',
    phone: '+971 50 123 4567',
    secondary_phone: null,
    secondary_email: 'olivia.owens@example.org',
    preferred_contact: 'whatsapp',
  },
  personal_identity: {
    nationality: 'British',
    residence_country: 'United Kingdom',
    home_address: '12 Harbour Street, Bristol BS1 4RN',
    emergency_contacts: ['Tom Owens +44 7700 900123'],
    owns_through_company: false,
  },
};

const UTILITIES_DONE: Answers = {
  utilities_in_name: ['electricity_water', 'internet'],
  dewa_premise_number: '682104551',
  internet_provider: 'du',
  utilities_notes: null,
};

interface DemoBank {
  name: string;
  bank: string;
  iban: string;
  swift: string | null;
  accountNumber: string | null;
  currency: 'AED' | 'GBP';
}

/**
 * Demo data: owner@example.com completed the surveys of Marina Gate 1204 (AE account, AED) and Palm Villa 7
 * (UK account, GBP), started Downtown Studio 5 and not the others; ru@example.com is marked coming-soon;
 * new@example.com has answered nothing (the welcome page and onboarding show).
 */
const PROPERTY_SURVEYS: Record<string, { answers: Record<string, Answers>; bank?: DemoBank; completed: boolean }> = {
  'Marina Gate 1204': {
    completed: true,
    answers: {
      property_details: { has_parking: true, max_guests: 4, furnishing: 'full', access_notes: 'Key box at reception' },
      property_permit: { permit_status: 'have' },
      utilities: UTILITIES_DONE,
    },
    bank: {
      name: 'Olivia Owens',
      bank: 'Emirates NBD',
      iban: 'AE070331234567890123456',
      swift: null,
      accountNumber: null,
      currency: 'AED',
    },
  },
  'Palm Villa 7': {
    completed: true,
    answers: {
      property_details: { has_parking: true, max_guests: 8, furnishing: 'full', access_notes: null },
      property_permit: { permit_status: 'have' },
      utilities: { utilities_in_name: ['none'], utilities_notes: null },
    },
    bank: {
      name: 'Olivia Owens',
      bank: 'NatWest',
      iban: 'GB82WEST12345698765432',
      swift: 'NWBKGB2L',
      accountNumber: '98765432',
      currency: 'GBP',
    },
  },
  'Downtown Studio 5': {
    completed: false,
    answers: { property_details: { has_parking: false, max_guests: 2, furnishing: 'partly', access_notes: null } },
  },
};

async function definitionIds(tx: Tx): Promise<Map<SurveyKind, number>> {
  const rows = await tx.select({ id: surveyDefinitions.id, kind: surveyDefinitions.kind }).from(surveyDefinitions);
  return new Map(rows.map((row) => [row.kind, row.id]));
}

export async function seedSurveys(
  tx: Tx,
  seeded: SeededProperty[],
  ownerIds: Map<string, number>,
  now: Date,
  seal: Seal | undefined,
) {
  const definitions = await definitionIds(tx);
  const definitionId = (kind: SurveyKind) => {
    const id = definitions.get(kind);
    if (id === undefined) throw new Error(`no survey definition ${kind}: run the migrations first`);
    return id;
  };
  const ownerId = ownerIds.get('owner@example.com');
  if (ownerId !== undefined) {
    await tx.insert(ownerSurveys).values({
      ownerId,
      kind: 'personal',
      definitionId: definitionId('personal'),
      answers: PERSONAL,
      completedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
  for (const property of seeded) {
    const demo = PROPERTY_SURVEYS[property.nickname];
    const owner = ownerIds.get(property.ownerEmail);
    if (!demo || owner === undefined) continue;
    await tx.insert(ownerSurveys).values({
      ownerId: owner,
      propertyId: property.id,
      kind: 'property',
      definitionId: definitionId('property'),
      answers: demo.answers,
      completedAt: demo.completed ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    if (!demo.bank || !seal) continue;
    const { bank } = demo;
    await tx.insert(bankAccounts).values({
      ownerId: owner,
      propertyId: property.id,
      accountOwnerName: bank.name,
      accountBankName: bank.bank,
      ibanSealed: seal(bank.iban),
      ibanLast4: lastFour(bank.iban),
      swift: bank.swift,
      accountNumberSealed: bank.accountNumber ? seal(bank.accountNumber) : null,
      accountNumberLast4: bank.accountNumber ? lastFour(bank.accountNumber) : null,
      currency: bank.currency,
      updatedAt: now,
    });
  }
  await tx.update(owners).set({ surveyComingSoon: true }).where(eq(owners.email, 'ru@example.com'));
}
