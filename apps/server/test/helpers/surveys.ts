import type { OwnerSurveyResponse, SaveSurveyRequest } from '@portal/contract';
import type { FileTestContext } from './use-test-app.ts';

/** Answers that make every section of the shipped onboarding survey valid (an AE account: no swift needed). */
export const ONBOARDING_ANSWERS = {
  personal_contact: {
    first_name: 'Nadia',
    last_name: 'Newman',
    phone: '+971 50 765 4321',
    secondary_phone: '',
    secondary_email: '',
    preferred_contact: 'email',
  },
  personal_identity: {
    nationality: 'Canadian',
    residence_country: 'Canada',
    home_address: '88 Queen Street, Toronto',
    emergency_contacts: ['Sam Newman +1 416 555 0100'],
    owns_through_company: false,
  },
  new_property: {
    property_address: 'Marina Promenade, Dubai Marina',
    building: 'Delphine Tower',
    unit_number: '2304',
    property_type: 'apartment',
    bedrooms: 2,
    handover_date: '',
  },
  property_permit: { permit_status: 'have', dtcm_unique_code: 'DEL-TWR-2304-0001', permit_expires_at: '2027-06-30' },
  bank: {
    account_owner_name: 'Nadia Newman',
    account_bank_name: 'Emirates NBD',
    account_iban: 'AE070331234567890123456',
    account_swift: '',
    account_data: '',
    account_currency: 'AED',
  },
  utilities: { utilities_in_name: ['internet'], internet_provider: 'du' },
};

export type SectionId = keyof typeof ONBOARDING_ANSWERS;

export function surveyClient(ctx: FileTestContext) {
  const url = (query: string) => `/api/owner_survey${query ? `?${query}` : ''}`;
  return {
    get: (headers: Record<string, string>, query = '') => ctx.app.inject({ method: 'GET', url: url(query), headers }),
    post: (headers: Record<string, string>, query: string, payload: SaveSurveyRequest | { sections: object[] }) =>
      ctx.app.inject({ method: 'POST', url: url(query), headers, payload }),
    reauthenticate: (headers: Record<string, string>, password = 'Owner#2026') =>
      ctx.app.inject({ method: 'POST', url: '/api/reauthenticate', headers, payload: { password } }),
  };
}

export const sectionOf = (body: OwnerSurveyResponse, id: string) => {
  const section = body.surveyData.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return section;
};

export { propertyIdOf } from '../owner-stays-fixtures.ts';
