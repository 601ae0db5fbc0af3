import { describe, expect, it } from 'vitest';
import { TEST_DEFINITION, VALID_ANSWERS } from './test-definition.ts';
import type { Answers, FieldIssue } from './types.ts';
import { customMessageOf, isSurveyComplete, unknownFieldIssues, validateSection, validateSurvey } from './validate.ts';

const section = (id: string) => {
  const found = TEST_DEFINITION.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};
/** The issues of one section for the valid answers with some changed. */
const issuesOf = (id: string, changes: Record<string, unknown>): FieldIssue[] =>
  validateSection(TEST_DEFINITION, section(id), { ...VALID_ANSWERS, ...changes } as Answers);

describe('the valid answers', () => {
  it('leave no issue in any section, so the survey is complete', () => {
    expect(validateSurvey(TEST_DEFINITION, VALID_ANSWERS)).toEqual({ personal: [], property: [], bank: [] });
    expect(isSurveyComplete(TEST_DEFINITION, VALID_ANSWERS)).toBe(true);
  });

  it('an empty survey is not complete, every required field named', () => {
    const issues = validateSurvey(TEST_DEFINITION, {});
    expect(isSurveyComplete(TEST_DEFINITION, {})).toBe(false);
    expect(issues.personal?.map((issue) => issue.field)).toEqual([
      'first_name',
      'phone',
      'email',
      'emergency_contacts',
      'contact_by',
      'languages',
      'passport',
    ]);
  });
});

describe("required fields: 'This field is required!' unless exempt (docs/product/settings-surveys.md#field-rules)", () => {
  it.each([
    ['personal', 'first_name', ''],
    ['personal', 'first_name', '   '],
    ['personal', 'first_name', null],
    ['personal', 'phone', ''],
    ['personal', 'email', ''],
    ['personal', 'contact_by', null],
    ['personal', 'languages', []],
    ['property', 'has_parking', null],
    ['property', 'bedrooms', null],
    ['bank', 'account_owner_name', ''],
    ['bank', 'account_iban', ''],
    ['bank', 'account_swift', ''],
    ['bank', 'account_data', ''],
    ['bank', 'account_currency', null],
  ] as const)('%s.%s = %j → REQUIRED', (sectionId, field, value) => {
    expect(issuesOf(sectionId, { [field]: value })).toEqual([{ field, code: 'REQUIRED' }]);
  });

  it.each([
    ['personal', 'secondary_phone'],
    ['personal', 'secondary_email'],
    ['personal', 'notes'],
    ['bank', 'account_sort_code'],
    ['bank', 'account_route_code'],
    ['bank', 'account_address'],
    ['bank', 'transfer_payout'],
  ])('%s.%s may stay empty', (sectionId, field) => {
    expect(issuesOf(sectionId, { [field]: '' })).toEqual([]);
    expect(issuesOf(sectionId, { [field]: null })).toEqual([]);
  });
});

describe("multi-fields: 'First field should be filled'", () => {
  it.each([
    [[], 'FIRST_FIELD_REQUIRED'],
    [[''], 'FIRST_FIELD_REQUIRED'],
    [['', 'Second only'], 'FIRST_FIELD_REQUIRED'],
    [null, 'FIRST_FIELD_REQUIRED'],
  ])('%j → %s', (value, code) => {
    expect(issuesOf('personal', { emergency_contacts: value })).toEqual([
      { field: 'emergency_contacts', code, index: 0 },
    ]);
  });

  it('accepts the first entry alone or with more, and refuses more entries than the field has', () => {
    expect(issuesOf('personal', { emergency_contacts: ['One'] })).toEqual([]);
    expect(issuesOf('personal', { emergency_contacts: ['One', 'Two'] })).toEqual([]);
    expect(issuesOf('personal', { emergency_contacts: ['One', 'Two', 'Three'] })).toEqual([
      { field: 'emergency_contacts', code: 'WRONG_TYPE' },
    ]);
    expect(issuesOf('personal', { emergency_contacts: 'One' })).toEqual([
      { field: 'emergency_contacts', code: 'WRONG_TYPE' },
    ]);
  });
});

describe('formats', () => {
  it.each([
    ['phone', '+971 50 123 4567', null],
    ['phone', '00971501234567', null],
    ['phone', '050-123-4567', 'INVALID_PHONE'],
    ['phone', '(050) 1234567', 'INVALID_PHONE'],
    ['phone', '+', 'INVALID_PHONE'],
    ['phone', '+971 50 ext 1', 'INVALID_PHONE'],
    ['secondary_phone', 'call me', 'INVALID_PHONE'],
    ['email', 'nadia@example', 'INVALID_EMAIL'],
    ['secondary_email', 'not an email', 'INVALID_EMAIL'],
    ['passport', 'P1234567', null],
    ['passport', 'p1234567', 'INVALID_FORMAT'],
    ['passport', 'P12345678', 'INVALID_FORMAT'],
    ['contact_by', 'pigeon', 'INVALID_OPTION'],
    ['languages', ['en', 'fr'], 'INVALID_OPTION'],
    ['first_name', 42, 'WRONG_TYPE'],
    ['first_name', 'x'.repeat(501), 'TOO_LONG'],
    ['notes', 'x'.repeat(2000), null],
    ['notes', 'x'.repeat(2001), 'TOO_LONG'],
  ] as const)('personal.%s = %j → %s', (field, value, code) => {
    expect(issuesOf('personal', { [field]: value })).toEqual(code ? [{ field, code }] : []);
  });

  it.each([
    [0, null],
    [20, null],
    [2.5, null],
    [-1, 'BELOW_MIN'],
    [21, 'ABOVE_MAX'],
    ['3', 'NOT_A_NUMBER'],
    [Number.NaN, 'NOT_A_NUMBER'],
    [Number.POSITIVE_INFINITY, 'NOT_A_NUMBER'],
  ] as const)('number within minValue 0 and maxValue 20: %j → %s', (value, code) => {
    expect(issuesOf('property', { bedrooms: value })).toEqual(code ? [{ field: 'bedrooms', code }] : []);
  });

  it('a multi-field checks each filled entry with the field’s validation', () => {
    const definition = {
      sections: [
        {
          ...section('personal'),
          fields: [
            {
              id: 'phones',
              name: { en: 'Phones', ru: 'Телефоны', ar: 'الهواتف' },
              type: 'textbox' as const,
              validation: 'phone' as const,
              multipleFields: [1, 2, 3].map((n) => ({ id: `p${n}`, name: { en: `${n}`, ru: `${n}`, ar: `${n}` } })),
            },
          ],
        },
      ],
    };
    const [only] = definition.sections;
    if (!only) throw new Error('no section');
    expect(validateSection(definition, only, { phones: ['+971 4 000 0000', '', 'abc'] })).toEqual([
      { field: 'phones', code: 'INVALID_PHONE', index: 2 },
    ]);
  });
});

describe('bank rules (docs/product/settings-surveys.md#bank-details)', () => {
  it.each([
    ['account_iban', 'GB82 WEST 1234 5698 7654 32', 'INVALID_DETAILS'],
    ['account_swift', 'NWBK GB2L', 'INVALID_DETAILS'],
    ['account_data', '9876 5432', 'INVALID_DETAILS'],
    ['account_sort_code', '60 16 13', 'INVALID_DETAILS'],
    ['account_route_code', '0260 0959 3', 'INVALID_DETAILS'],
    ['account_sort_code', '601613', null],
    ['account_route_code', '026009593', null],
    ['account_iban', 'AE07033123456789012345', 'IBAN_AE_LENGTH'],
    ['account_iban', 'GB82WEST12345698765431', 'INVALID_IBAN'],
    ['account_swift', 'NWBKGB2', 'INVALID_SWIFT'],
  ] as const)('%s = %j → %s', (field, value, code) => {
    const issues = issuesOf('bank', { [field]: value });
    expect(issues).toEqual(code ? [{ field, code }] : []);
  });

  it('with an AE IBAN swift and account number are not required (docs/product/settings-surveys.md#bank-details)', () => {
    const ae = {
      account_iban: 'AE070331234567890123456',
      account_swift: '',
      account_data: '',
      account_currency: 'AED',
    };
    expect(issuesOf('bank', ae)).toEqual([]);
  });

  it('a short AE IBAN is refused on its own field only: swift and account number are still not required', () => {
    expect(issuesOf('bank', { account_iban: 'AE0703312345', account_swift: '', account_data: '' })).toEqual([
      { field: 'account_iban', code: 'IBAN_AE_LENGTH' },
    ]);
    // Any other IBAN leaves them required.
    expect(issuesOf('bank', { account_iban: 'GB82WEST12345698765432', account_swift: '', account_data: '' })).toEqual([
      { field: 'account_swift', code: 'REQUIRED' },
      { field: 'account_data', code: 'REQUIRED' },
    ]);
  });

  it('a swift or account number given with an AE IBAN is still checked', () => {
    expect(issuesOf('bank', { account_iban: 'AE070331234567890123456', account_swift: 'EBIL AEAD' })).toEqual([
      { field: 'account_swift', code: 'INVALID_DETAILS' },
    ]);
  });

  it.each([
    ['GB82WEST12345698765432', 'NWBKGB2L', 'CURRENCY_NOT_OFFERED'],
    ['AE070331234567890123456', '', null],
    ['GB82WEST12345698765432', 'BOFAUS3N', null],
  ])('AED with IBAN %s and swift %s → %s', (iban, swift, code) => {
    const issues = issuesOf('bank', { account_iban: iban, account_swift: swift, account_currency: 'AED' });
    expect(issues).toEqual(code ? [{ field: 'account_currency', code }] : []);
  });

  it('a currency outside the list is no option', () => {
    expect(issuesOf('bank', { account_currency: 'JPY' })).toEqual([
      { field: 'account_currency', code: 'INVALID_OPTION' },
    ]);
  });
});

describe('unknown answers', () => {
  it('names every key the section does not have', () => {
    expect(unknownFieldIssues(section('bank'), { account_iban: 'x', is_admin: true, __proto__x: 1 })).toEqual([
      { field: 'is_admin', code: 'UNKNOWN_FIELD' },
      { field: '__proto__x', code: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('customValidationMessage (docs/product/settings-surveys.md#questions-are-data)', () => {
  const passport = section('personal').fields.find((field) => field.id === 'passport');
  if (!passport) throw new Error('the test definition has a passport field');
  const messageFor = (value: unknown) =>
    issuesOf('personal', { passport: value }).map((issue) => customMessageOf(passport, issue.code)?.en ?? issue.code);

  it.each([
    ['P1234567', []],
    ['p1234567', ['Passport!']],
    ['P123', ['Passport!']],
    ['P12345678', ['Passport!']],
    ['', ['REQUIRED']],
    [null, ['REQUIRED']],
  ])('the passport %j gives %j', (value, expected) => {
    expect(messageFor(value)).toEqual(expected);
  });

  it('replaces the words of any wrong answer, never of a missing one; a field without one keeps the engine words', () => {
    for (const code of ['INVALID_FORMAT', 'TOO_LONG', 'WRONG_TYPE'] as const) {
      expect(customMessageOf(passport, code)).toEqual({ en: 'Passport!', ru: 'Passport!', ar: 'Passport!' });
    }
    expect(customMessageOf(passport, 'REQUIRED')).toBeUndefined();
    expect(customMessageOf(passport, 'FIRST_FIELD_REQUIRED')).toBeUndefined();
    expect(customMessageOf({}, 'INVALID_FORMAT')).toBeUndefined();
  });
});
