import type { Utility } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { utilities } from './test-fixtures.ts';
import {
  answerHasAccount,
  draftFromWire,
  draftIssues,
  draftOfPath,
  newDraft,
  type UtilityDraft,
  utilitiesFormData,
} from './utility-form.ts';

const [internetFixture] = utilities.expenses;
const stored = (patch: Partial<Utility>): Utility => {
  if (!internetFixture) throw new Error('no internet fixture');
  return { ...internetFixture, id: 1, login: 'olivia', pass: 'secret', ...patch };
};

const json = (form: FormData, name: string) => JSON.parse(String(form.get(name)));

describe('utility form (docs/product/settings-property-summary.md#utilities)', () => {
  it('answering No sets the owner e-mail and keeps one typed already', () => {
    const draft = newDraft('gas');
    expect(draft.hasAccount).toBeNull();
    expect(answerHasAccount(draft, false, 'owner@example.com')).toMatchObject({
      hasAccount: false,
      email: 'owner@example.com',
    });
    expect(answerHasAccount({ ...draft, email: 'me@example.com' }, false, 'owner@example.com').email).toBe(
      'me@example.com',
    );
  });

  it.each([
    ['an unanswered question', newDraft('gas'), ['hasAccount:ANSWER_REQUIRED']],
    [
      'an account without a number',
      { ...newDraft('internet'), hasAccount: true },
      ['account_number:ACCOUNT_NUMBER_REQUIRED'],
    ],
    [
      "a number with provider 'Not set'",
      { ...newDraft('internet'), hasAccount: true, accountNumber: '12' },
      ['provider:PROVIDER_REQUIRED'],
    ],
    ['no account without an e-mail', { ...newDraft('gas'), hasAccount: false }, ['email:EMAIL_REQUIRED']],
    [
      'ADDC in Dubai',
      { ...newDraft('electricity'), hasAccount: true, accountNumber: '1', provider: 'ADDC' },
      ['provider:PROVIDER_UNKNOWN'],
    ],
    [
      'a bill link that is not a web address',
      { ...newDraft('gas'), hasAccount: false, email: 'o@example.com', billMode: 'link', billLink: 'javascript:x' },
      ['bill_link:LINK_INVALID'],
    ],
    [
      'a bill link on plain http',
      {
        ...newDraft('gas'),
        hasAccount: false,
        email: 'o@example.com',
        billMode: 'link',
        billLink: 'http://du.ae/bill',
      },
      ['bill_link:LINK_INVALID'],
    ],
  ] as [string, UtilityDraft, string[]][])('%s', (_, draft, expected) => {
    expect(draftIssues(draft, 'Dubai').map((issue) => `${issue.field}:${issue.code}`)).toEqual(expected);
  });

  it('sends one JSON part per kind kept, the other list, and new bills in their parts; a kind left out is deleted', () => {
    const internet = draftFromWire(stored({}));
    const gas = { ...answerHasAccount(newDraft('gas'), false, 'owner@example.com') };
    const bill = new File(['%PDF-1.7'], 'pool.pdf', { type: 'application/pdf' });
    const pool = {
      ...draftFromWire(stored({ id: 9, utility: 'other', expenseName: 'Pool', provider: '', docId: null })),
      newBill: bill,
    };
    const form = utilitiesFormData([internet, gas, pool]);
    expect(json(form, 'internet')).toMatchObject({ provider: 'du', has_account: true, docId: 'f-1', pass: 'secret' });
    expect(json(form, 'gas')).toMatchObject({ has_account: false, email: 'owner@example.com', account_number: null });
    expect(form.has('electricity')).toBe(false);
    expect(json(form, 'other')).toEqual([expect.objectContaining({ id: 9, expenseName: 'Pool' })]);
    expect((form.get('bill_other_0') as File).name).toBe('pool.pdf');
    expect(form.has('bill_internet')).toBe(false);
  });

  it('drops the stored bill when a link replaces it, and the login and password without an account', () => {
    const internet = { ...draftFromWire(stored({})), billMode: 'link' as const, billLink: 'https://du.ae/bill' };
    expect(json(utilitiesFormData([internet]), 'internet')).toMatchObject({
      docId: null,
      bill_link: 'https://du.ae/bill',
    });
    const noAccount = { ...draftFromWire(stored({})), hasAccount: false };
    expect(json(utilitiesFormData([noAccount]), 'internet')).toMatchObject({ login: null, pass: null });
  });

  it('finds the utility a server refusal points at', () => {
    const drafts = [draftFromWire(stored({})), newDraft('other'), newDraft('other')];
    expect(draftOfPath(drafts, 'internet.account_number')).toEqual({ key: drafts[0]?.key, field: 'account_number' });
    expect(draftOfPath(drafts, 'other.1.expenseName')).toEqual({ key: drafts[2]?.key, field: 'expenseName' });
    expect(draftOfPath(drafts, 'gas.email')).toBeNull();
  });
});
