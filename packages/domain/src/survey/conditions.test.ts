import { describe, expect, it } from 'vitest';
import { evaluate, visibleAnswers } from './conditions.ts';
import { cleanSection } from './normalize.ts';
import { TEST_DEFINITION, VALID_ANSWERS } from './test-definition.ts';
import type { Answers, Condition } from './types.ts';
import { surveyFields, validateSection } from './validate.ts';

const property = TEST_DEFINITION.sections[1];
if (!property) throw new Error('no property section');
const fields = surveyFields(TEST_DEFINITION);
const shown = (answers: Answers) =>
  Object.keys(visibleAnswers(fields, { ...VALID_ANSWERS, ...answers })).filter((id) =>
    ['parking', 'permit_code', 'permit_expires_at', 'floor'].includes(id),
  );

describe('conditions', () => {
  const answers: Answers = { a: 'x', n: 2, yes: true, many: ['en', 'ar'], empty: '', none: null };
  it.each<[Condition, boolean]>([
    [{ field: 'a', equals: 'x' }, true],
    [{ field: 'a', equals: 'y' }, false],
    [{ field: 'n', equals: 2 }, true],
    [{ field: 'n', equals: '2' }, false],
    [{ field: 'yes', equals: true }, true],
    [{ field: 'many', equals: 'ar' }, true],
    [{ field: 'many', equals: 'ru' }, false],
    [{ field: 'a', notEquals: 'y' }, true],
    [{ field: 'none', notEquals: 'y' }, true],
    [{ field: 'a', in: ['y', 'x'] }, true],
    [{ field: 'many', in: ['ru', 'fr'] }, false],
    [{ field: 'a', filled: true }, true],
    [{ field: 'empty', filled: true }, false],
    [{ field: 'empty', filled: false }, true],
    [{ field: 'missing', filled: false }, true],
    [
      {
        all: [
          { field: 'a', equals: 'x' },
          { field: 'n', equals: 2 },
        ],
      },
      true,
    ],
    [
      {
        all: [
          { field: 'a', equals: 'x' },
          { field: 'n', equals: 3 },
        ],
      },
      false,
    ],
    [
      {
        any: [
          { field: 'a', equals: 'z' },
          { field: 'n', equals: 2 },
        ],
      },
      true,
    ],
    [{ not: { field: 'yes', equals: true } }, false],
    [{ all: [] }, true],
    [{ any: [] }, false],
  ])('%j → %s', (condition, expected) => {
    expect(evaluate(condition, answers)).toBe(expected);
  });
});

describe('showIf chains: a hidden field counts as unanswered', () => {
  it.each<[string, Answers, string[]]>([
    ['parking shows with has_parking = true', { has_parking: true }, ['parking']],
    ['parking hides with has_parking = false; floor shows (not has_parking)', { has_parking: false }, ['floor']],
    ['permit code shows for "yes"', { permit_status: 'yes', permit_code: '' }, ['parking', 'permit_code']],
    [
      'the expiry shows once the code is filled',
      { permit_status: 'yes', permit_code: 'DTCM-1' },
      ['parking', 'permit_code', 'permit_expires_at'],
    ],
    [
      'the chain breaks at its root: a code answered earlier no longer shows the expiry',
      { permit_status: 'no', permit_code: 'DTCM-1' },
      ['parking'],
    ],
    ['any: floor shows for 1 or 2 bedrooms', { has_parking: true, bedrooms: 1 }, ['parking', 'floor']],
  ])('%s', (_name, answers, expected) => {
    expect(shown({ bedrooms: 3, ...answers })).toEqual(expected);
  });

  it('a hidden required field is not required, a shown one is', () => {
    const base = { ...VALID_ANSWERS, bedrooms: 3 };
    expect(validateSection(TEST_DEFINITION, property, { ...base, has_parking: false, parking: '' })).toEqual([]);
    expect(validateSection(TEST_DEFINITION, property, { ...base, has_parking: true, parking: '' })).toEqual([
      { field: 'parking', code: 'REQUIRED' },
    ]);
    expect(validateSection(TEST_DEFINITION, property, { ...base, permit_status: 'yes', permit_code: 'D-1' })).toEqual([
      { field: 'permit_expires_at', code: 'REQUIRED' },
    ]);
    expect(
      validateSection(TEST_DEFINITION, property, {
        ...base,
        permit_status: 'yes',
        permit_code: 'D-1',
        permit_expires_at: '2026-02-30',
      }),
    ).toEqual([{ field: 'permit_expires_at', code: 'INVALID_DATE' }]);
  });

  it('requiredIf: pet rules are required only when pets are allowed', () => {
    const base = { ...VALID_ANSWERS, bedrooms: 3 };
    expect(validateSection(TEST_DEFINITION, property, { ...base, pets: false })).toEqual([]);
    expect(validateSection(TEST_DEFINITION, property, { ...base, pets: null })).toEqual([]);
    expect(validateSection(TEST_DEFINITION, property, { ...base, pets: true })).toEqual([
      { field: 'pet_rules', code: 'REQUIRED' },
    ]);
  });

  it('a hidden field with an invalid answer is not checked, and is not stored', () => {
    const answers = { ...VALID_ANSWERS, bedrooms: 3, has_parking: false, parking: 'x'.repeat(900) };
    expect(validateSection(TEST_DEFINITION, property, answers)).toEqual([]);
    expect(cleanSection(TEST_DEFINITION, property, answers)).not.toHaveProperty('parking');
  });

  it('a showIf cycle hides its fields instead of looping', () => {
    const loop = [
      { id: 'a', name: { en: 'a', ru: 'a', ar: 'a' }, type: 'textbox' as const, showIf: { field: 'b', filled: true } },
      { id: 'b', name: { en: 'b', ru: 'b', ar: 'b' }, type: 'textbox' as const, showIf: { field: 'a', filled: true } },
    ];
    expect(visibleAnswers(loop, { a: 'x', b: 'y' })).toEqual({});
  });
});

describe('what is stored of a section', () => {
  it('trims, capitalises bank identifiers, drops trailing empty entries and turns blanks into null', () => {
    const bank = TEST_DEFINITION.sections[2];
    if (!bank) throw new Error('no bank section');
    expect(
      cleanSection(TEST_DEFINITION, bank, {
        account_owner_name: '  Nadia Newman ',
        account_iban: 'gb82west12345698765432',
        account_swift: 'nwbkgb2l',
        account_data: '98765432',
        account_currency: 'GBP',
        account_sort_code: '',
      }),
    ).toEqual({
      account_owner_name: 'Nadia Newman',
      account_iban: 'GB82WEST12345698765432',
      account_swift: 'NWBKGB2L',
      account_data: '98765432',
      account_currency: 'GBP',
      account_sort_code: null,
      account_route_code: null,
      account_address: null,
      transfer_payout: null,
    });
    const personal = TEST_DEFINITION.sections[0];
    if (!personal) throw new Error('no personal section');
    expect(cleanSection(TEST_DEFINITION, personal, { emergency_contacts: ['A ', '', ''] }).emergency_contacts).toEqual([
      'A',
    ]);
  });
});
