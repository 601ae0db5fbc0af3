import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check-definition.ts';
import { TEST_DEFINITION, words } from './test-definition.ts';
import type { SurveyField, SurveySection } from './types.ts';

const sectionWith = (fields: SurveyField[], kind: SurveySection['kind'] = 'propertyDetails'): SurveySection => ({
  id: 's',
  name: words('S'),
  kind,
  fields,
});
const field = (id: string, rest: Partial<SurveyField> = {}): SurveyField => ({
  id,
  name: words(id),
  type: 'textbox',
  ...rest,
});

describe('a definition is checked before any owner sees it', () => {
  it('accepts the test definition', () => {
    expect(checkDefinition(TEST_DEFINITION)).toEqual([]);
  });

  it.each<[string, SurveySection[], string]>([
    ['a field id twice', [sectionWith([field('a'), field('a')])], 'DUPLICATE_ID'],
    ['a section id twice', [sectionWith([field('a')]), sectionWith([field('b')])], 'DUPLICATE_ID'],
    [
      'a reference to nothing',
      [sectionWith([field('a', { showIf: { field: 'zz', filled: true } })])],
      'UNKNOWN_REFERENCE',
    ],
    [
      'a requiredIf to nothing',
      [sectionWith([field('a', { requiredIf: { not: { field: 'zz', equals: 1 } } })])],
      'UNKNOWN_REFERENCE',
    ],
    [
      'a showIf cycle',
      [
        sectionWith([
          field('a', { showIf: { field: 'c', filled: true } }),
          field('b', { showIf: { field: 'a', filled: true } }),
          field('c', { showIf: { field: 'b', filled: true } }),
        ]),
      ],
      'CONDITION_CYCLE',
    ],
    ['a radio without options', [sectionWith([field('a', { type: 'radio' })])], 'MISSING_OPTIONS'],
    ['a checkbox without options', [sectionWith([field('a', { type: 'checkbox', options: [] })])], 'MISSING_OPTIONS'],
    [
      'multiple fields on a number',
      [sectionWith([field('a', { type: 'number', multipleFields: [{ id: 'x', name: words('x') }] })])],
      'MISPLACED_MULTIPLE_FIELDS',
    ],
    ['a pattern that does not compile', [sectionWith([field('a', { validation: { pattern: '([' } })])], 'BAD_PATTERN'],
    ['min above max', [sectionWith([field('a', { type: 'number', minValue: 5, maxValue: 1 })])], 'BAD_BOUNDS'],
    [
      'one binding on two fields',
      [sectionWith([field('a', { bind: 'property.parking' }), field('b', { bind: 'property.parking' })])],
      'DUPLICATE_BINDING',
    ],
    [
      'a bank binding outside the bank section',
      [sectionWith([field('a', { bind: 'bank.account_iban' })])],
      'MISPLACED_BINDING',
    ],
    [
      'a property binding in the bank section',
      [sectionWith([field('a', { bind: 'property.parking' })], 'bankData')],
      'MISPLACED_BINDING',
    ],
  ])('refuses %s', (_name, sections, problem) => {
    expect(checkDefinition({ sections }).map((found) => found.problem)).toContain(problem);
  });
});
