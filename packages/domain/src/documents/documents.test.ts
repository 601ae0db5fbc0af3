import { describe, expect, it } from 'vitest';
import { canSubmitDocument, dewaExpiry, expiryStatus, lastValidDay, validateDocumentDates } from './expiry.ts';
import { dueReminders, nextReminderOn, reminderSchedule } from './reminders.ts';

// The frozen "today" of every test: 2026-11-22 (a Sunday) in the property's zone.
const TODAY = '2026-11-22';

describe('document expiry (docs/product/settings-property-summary.md#owner-documents)', () => {
  it.each([
    ['passport', '2027-06-01', 'valid', 191],
    ['passport', '2027-01-21', 'expiring', 60],
    ['passport', '2027-01-22', 'valid', 61],
    ['passport', '2026-12-22', 'expiring', 30],
    ['passport', TODAY, 'expiring', 0],
    ['passport', '2026-11-21', 'expired', -1],
    ['title_deed', null, 'no_expiry', null],
    ['noc', null, 'no_expiry', null],
  ] as const)('%s expiring %s is %s with %s days left', (type, expiresOn, state, daysLeft) => {
    expect(expiryStatus(type, expiresOn, TODAY)).toMatchObject({ state, daysLeft });
  });

  //  issued 2026-10-03 ─ 49 days ─▶ 2026-11-21 (last valid) │ 2026-11-22 = 50 days old: expired
  it('counts a DEWA bill as expired at 50 days old, although its expiry is issue + 90', () => {
    expect(dewaExpiry('2026-10-03')).toBe('2027-01-01');
    expect(lastValidDay('dewa_bill', '2027-01-01')).toBe('2026-11-21');
    expect(expiryStatus('dewa_bill', '2027-01-01', TODAY)).toMatchObject({ state: 'expired', daysLeft: -1 });
    // 49 days old: still valid, on its last day warnings show.
    expect(expiryStatus('dewa_bill', dewaExpiry('2026-10-04'), TODAY)).toMatchObject({
      state: 'expiring',
      daysLeft: 0,
    });
    // 55 days old, as in the demo data.
    expect(expiryStatus('dewa_bill', dewaExpiry('2026-09-28'), TODAY).state).toBe('expired');
  });
});

describe('document dates on upload (docs/product/settings-property-summary.md#owner-documents)', () => {
  it('requires an expiry except for NOC and Title Deed, and not before today', () => {
    expect(validateDocumentDates({ type: 'passport', today: TODAY })).toEqual({
      ok: false,
      code: 'EXPIRY_REQUIRED',
      field: 'expires_at',
    });
    expect(validateDocumentDates({ type: 'noc', today: TODAY })).toEqual({ ok: true, expiresOn: null });
    expect(validateDocumentDates({ type: 'title_deed', expiresOn: '', today: TODAY })).toEqual({
      ok: true,
      expiresOn: null,
    });
    expect(validateDocumentDates({ type: 'passport', expiresOn: '2026-11-21', today: TODAY })).toMatchObject({
      code: 'EXPIRY_IN_PAST',
    });
    expect(validateDocumentDates({ type: 'passport', expiresOn: TODAY, today: TODAY })).toEqual({
      ok: true,
      expiresOn: TODAY,
    });
    expect(validateDocumentDates({ type: 'passport', expiresOn: '2026-02-30', today: TODAY })).toMatchObject({
      code: 'EXPIRY_REQUIRED',
    });
  });

  it('takes a DEWA issue date between 50 days ago and today and sets the expiry to issue + 90', () => {
    expect(validateDocumentDates({ type: 'dewa_bill', issuedOn: '2026-10-03', today: TODAY })).toEqual({
      ok: true,
      expiresOn: '2027-01-01',
    });
    expect(
      validateDocumentDates({ type: 'dewa_bill', issuedOn: TODAY, expiresOn: '2030-01-01', today: TODAY }),
    ).toEqual({ ok: true, expiresOn: '2027-02-20' });
    expect(validateDocumentDates({ type: 'dewa_bill', issuedOn: '2026-10-02', today: TODAY })).toMatchObject({
      code: 'ISSUE_DATE_TOO_OLD',
    });
    expect(validateDocumentDates({ type: 'dewa_bill', issuedOn: '2026-11-23', today: TODAY })).toMatchObject({
      code: 'ISSUE_DATE_IN_FUTURE',
    });
    expect(validateDocumentDates({ type: 'dewa_bill', today: TODAY })).toMatchObject({ code: 'ISSUE_DATE_REQUIRED' });
  });

  it('enables submit only with a file and, but for NOC and Title Deed, an expiry', () => {
    expect(canSubmitDocument({ type: 'passport', hasFile: false, expiresOn: '2027-01-01' })).toBe(false);
    expect(canSubmitDocument({ type: 'passport', hasFile: true })).toBe(false);
    expect(canSubmitDocument({ type: 'passport', hasFile: true, expiresOn: '2027-01-01' })).toBe(true);
    expect(canSubmitDocument({ type: 'noc', hasFile: true })).toBe(true);
    expect(canSubmitDocument({ type: 'title_deed', hasFile: true })).toBe(true);
    expect(canSubmitDocument({ type: 'dewa_bill', hasFile: true })).toBe(false);
    expect(canSubmitDocument({ type: 'dewa_bill', hasFile: true, issuedOn: TODAY })).toBe(true);
  });
});

describe('expiry reminders', () => {
  const passport = reminderSchedule('passport', '2027-01-21');

  //  2026-11-22 days_60 ─▶ 2027-01-14 days_7 ─▶ 2027-01-21 expiry (last valid day): nothing is sent after it
  it('schedules 60 and 7 days before expiry, and a DEWA bill at 50 days old', () => {
    expect(passport).toEqual([
      { threshold: 'days_60', on: '2026-11-22', until: '2027-01-21' },
      { threshold: 'days_7', on: '2027-01-14', until: '2027-01-21' },
    ]);
    //  issued 2026-10-03 ─ 50 days ─▶ 2026-11-22 dewa_50, still sent up to a week late (2026-11-29)
    expect(reminderSchedule('dewa_bill', dewaExpiry('2026-10-03'))).toEqual([
      { threshold: 'dewa_50', on: TODAY, until: '2026-11-29' },
    ]);
    expect(reminderSchedule('noc', null)).toEqual([]);
    expect(reminderSchedule('title_deed', null)).toEqual([]);
    expect(reminderSchedule('title_deed', '2027-06-01').map((r) => r.on)).toEqual(['2027-04-02', '2027-05-25']);
  });

  it('sends each threshold once, and only the most urgent when several fell due together', () => {
    expect(dueReminders(passport, [], '2026-11-21').send).toBeNull();
    expect(dueReminders(passport, [], TODAY).send?.threshold).toBe('days_60');
    expect(dueReminders(passport, ['days_60'], TODAY).send).toBeNull();
    expect(dueReminders(passport, ['days_60'], '2027-01-13').send).toBeNull();
    expect(dueReminders(passport, ['days_60'], '2027-01-14').send?.threshold).toBe('days_7');
    expect(dueReminders(passport, ['days_60', 'days_7'], '2027-01-20').send).toBeNull();
    const late = dueReminders(passport, [], '2027-01-16');
    expect(late.send?.threshold).toBe('days_7');
    expect(late.skipped.map((r) => r.threshold)).toEqual(['days_60']);
  });

  it('never says "expires in N days" about a document that already lapsed; a lapsed DEWA bill waits a week', () => {
    expect(dueReminders(passport, [], '2027-01-21').send?.threshold).toBe('days_7');
    const lapsed = dueReminders(passport, [], '2027-01-22');
    expect(lapsed.send).toBeNull();
    expect(lapsed.skipped.map((r) => r.threshold)).toEqual(['days_60']);
    const dewa = reminderSchedule('dewa_bill', dewaExpiry('2026-10-03'));
    expect(dueReminders(dewa, [], '2026-11-21').send).toBeNull();
    expect(dueReminders(dewa, [], '2026-11-29').send?.threshold).toBe('dewa_50');
    expect(dueReminders(dewa, [], '2026-11-30').send).toBeNull();
    expect(dueReminders(dewa, ['dewa_50'], TODAY).send).toBeNull();
  });

  it('tells the summary the next reminder date', () => {
    expect(nextReminderOn(passport, [], '2026-11-01')).toBe('2026-11-22');
    expect(nextReminderOn(passport, ['days_60'], TODAY)).toBe('2027-01-14');
    expect(nextReminderOn(passport, ['days_60', 'days_7'], TODAY)).toBeNull();
    expect(nextReminderOn(reminderSchedule('dewa_bill', dewaExpiry('2026-11-01')), [], TODAY)).toBe('2026-12-21');
    expect(nextReminderOn([], [], TODAY)).toBeNull();
  });
});
