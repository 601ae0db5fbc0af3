import type { OwnerBankDetailsResponse, OwnerSurveyResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mintAdminLoginLink } from '../src/modules/auth/admin-link.ts';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { propertyIdOf, sectionOf, surveyClient } from './helpers/surveys.ts';
import { TEST_SECRETS } from './helpers/test-secrets.ts';
import { useTestApp } from './helpers/use-test-app.ts';

type Headers = Record<string, string>;
let owner: Headers;
let other: Headers;
let ids: { marina: number; palm: number; creek: number; otherOwners: number };

const ctx = useTestApp({
  seeded: true,
  now: SEEDED_AT,
  env: { PUBLIC_URL: 'https://portal.example.test' },
  setup: async (ctx) => {
    owner = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
    other = ownHeaders(await signIn(ctx.app, 'legacy@example.com'));
    ids = {
      marina: await propertyIdOf(ctx, 'Marina Gate 1204'),
      palm: await propertyIdOf(ctx, 'Palm Villa 7'),
      creek: await propertyIdOf(ctx, 'Creek Harbour 88'),
      otherOwners: await propertyIdOf(ctx, 'Business Bay 2201'),
    };
  },
});
const api = surveyClient(ctx);

const UK_ACCOUNT = {
  account_owner_name: 'Olivia Owens',
  account_bank_name: 'Barclays',
  account_iban: 'GB33BUKB20201555555555',
  account_swift: 'BUKBGB22',
  account_data: '55555555',
  account_currency: 'GBP',
  account_sort_code: '202015',
};
const saveBank = (headers: Headers, propertyId: number, answers: object = UK_ACCOUNT) =>
  api.post(headers, `propertyId=${propertyId}`, { sections: [{ id: 'bank', answers }] });
const bankOf = async (propertyId: number) =>
  (await ctx.database.db.select().from(schema.bankAccounts).where(eq(schema.bankAccounts.propertyId, propertyId)))[0];

describe('changing bank details', () => {
  it('is refused without the password confirmed in the last 5 minutes, and nothing changes', async () => {
    const before = await bankOf(ids.marina);
    const refused = await saveBank(owner, ids.marina);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });
    expect(await bankOf(ids.marina)).toEqual(before);

    const confirmed = await api.reauthenticate(owner);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().reauthenticatedUntil).toBe(new Date(SEEDED_AT.getTime() + 5 * 60_000).toISOString());
    ctx.clock.advance(5 * 60_000 + 1000);
    expect((await saveBank(owner, ids.marina)).json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });
    // Another session of the same owner is not confirmed by this one's password.
    await api.reauthenticate(owner);
    const elsewhere = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
    expect((await saveBank(elsewhere, ids.marina)).json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });
  });

  it('seals the new numbers, shows their last 4, audits old and new last 4, and e-mails the owner in their language', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/preferred-language',
      headers: owner,
      payload: { language: 'ru' },
    });
    await api.reauthenticate(owner);
    const saved = await saveBank(owner, ids.marina);
    expect(saved.statusCode, saved.body).toBe(200);
    const bank = sectionOf(saved.json() as OwnerSurveyResponse, 'bank');
    expect(bank.masked).toEqual({ account_iban: '5555', account_data: '5555' });
    expect(saved.body).not.toContain('GB33BUKB20201555555555');

    const row = await bankOf(ids.marina);
    expect(row).toMatchObject({ ibanLast4: '5555', accountNumberLast4: '5555', swift: 'BUKBGB22', currency: 'GBP' });
    expect(JSON.stringify(row)).not.toContain('GB33BUKB20201555555555');
    expect(TEST_SECRETS.decrypt(row?.ibanSealed ?? '')).toBe('GB33BUKB20201555555555');

    const [audit] = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'bank_details.changed'));
    expect(audit).toMatchObject({
      actorKind: 'owner',
      actorLabel: 'owner@example.com',
      entity: 'property',
      entityId: String(ids.marina),
      details: {
        survey: 'property',
        section: 'bank',
        before: { ibanLast4: '3456', accountNumberLast4: null },
        after: { ibanLast4: '5555', accountNumberLast4: '5555' },
      },
    });

    const [mail] = await ctx.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.kind, 'bank_details_changed'))
      .orderBy(desc(schema.outbox.id));
    expect(mail).toMatchObject({
      toAddress: 'owner@example.com',
      language: 'ru',
      subject: 'Ваши банковские реквизиты изменены',
    });
    expect(mail?.bodyText).toContain('Marina Gate 1204');
    expect(mail?.bodyText).toContain('IBAN, оканчивается на 3456');
    expect(mail?.bodyText).toContain('IBAN, оканчивается на 5555');
    expect(mail?.bodyText).toContain(`https://portal.example.test/settings/summary/${ids.marina}`);
    expect(`${mail?.bodyText}${mail?.bodyHtml}`).not.toContain('GB33BUKB');

    // Staff read it in the console's audit log.
    const { createStaffToken } = await import('./helpers/staff.ts');
    const { token } = await createStaffToken(ctx.database.db, 'auditor@test.local');
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/audit',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(log.json().entries[0]).toMatchObject({ action: 'bank_details.changed', ownerEmail: 'owner@example.com' });
  });

  it('saving the same details again is no change: no password needed, no mail', async () => {
    const same = {
      account_owner_name: 'Olivia Owens',
      account_bank_name: 'Emirates NBD',
      account_iban: 'AE070331234567890123456',
      account_swift: null,
      account_data: null,
      account_currency: 'AED',
    };
    const saved = await saveBank(owner, ids.marina, same);
    expect(saved.statusCode, saved.body).toBe(200);
    const mails = await ctx.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.kind, 'bank_details_changed'));
    expect(mails).toEqual([]);
  });

  it('is refused under an admin login-as-owner session, password or not', async () => {
    const minted = await mintAdminLoginLink(ctx.database.db, {
      email: 'owner@example.com',
      admin: 'Jane Staff',
      now: ctx.clock.now(),
      publicUrl: 'https://portal.example.test',
    });
    const token = minted?.link.split('/admin-login/')[1] ?? '';
    const admin = await ctx.app.inject({ method: 'POST', url: '/api/login_as_admin', payload: { token } });
    const headers = ownHeaders(admin.json());
    expect((await api.reauthenticate(headers)).json()).toMatchObject({
      status: 403,
      code: 'ADMIN_SESSION_NOT_ALLOWED',
    });
    expect((await saveBank(headers, ids.marina)).json()).toMatchObject({ code: 'ADMIN_SESSION_NOT_ALLOWED' });
  });

  it('a wrong password is refused (403, the session stays) and counts towards the sign-in lockout', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api.reauthenticate(owner, 'Wrong#2026')).json()).toMatchObject({
        status: 403,
        code: 'INCORRECT_PASSWORD',
        detail: 'Incorrect password',
      });
    }
    const locked = await api.reauthenticate(owner);
    expect(locked.json()).toMatchObject({ status: 429, code: 'TOO_MANY_FAILED_LOGIN_ATTEMPTS' });
    expect((await api.get(owner, `propertyId=${ids.marina}`)).statusCode).toBe(200);
  });
});

describe('copying bank details from another property', () => {
  it('lists the owner’s bank details masked, and copies one server-side', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/owner_bank_details', headers: owner });
    const body = list.json() as OwnerBankDetailsResponse;
    expect(body.surveyBankDetails.map((b) => [b.nickname, b.bankAccountDetails.iban_last4])).toEqual([
      ['Marina Gate 1204', '3456'],
      ['Palm Villa 7', '5432'],
    ]);
    expect(list.body).not.toContain('GB82WEST');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/owner_bank_details', headers: other })).json()).toEqual({
      surveyBankDetails: [],
    });

    await api.reauthenticate(owner);
    const copied = await api.post(owner, `propertyId=${ids.creek}`, {
      sections: [{ id: 'bank', copyBankFrom: ids.palm }],
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(sectionOf(copied.json(), 'bank')).toMatchObject({
      hasStoredBank: true,
      isValid: true,
      masked: { account_iban: '5432', account_data: '5432' },
      answers: { account_bank_name: 'NatWest', account_swift: 'NWBKGB2L', account_currency: 'GBP' },
    });
    expect(TEST_SECRETS.decrypt((await bankOf(ids.creek))?.ibanSealed ?? '')).toBe('GB82WEST12345698765432');
    const [audit] = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'bank_details.changed'));
    expect(audit?.details).toMatchObject({ copiedFromPropertyId: ids.palm, before: null });
  });

  it("refuses copying from another owner's property like an unknown one, and from the property itself", async () => {
    await api.reauthenticate(owner);
    const foreign = await api.post(owner, `propertyId=${ids.creek}`, {
      sections: [{ id: 'bank', copyBankFrom: ids.otherOwners }],
    });
    const unknown = await api.post(owner, `propertyId=${ids.creek}`, {
      sections: [{ id: 'bank', copyBankFrom: 987654 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const itself = await api.post(owner, `propertyId=${ids.palm}`, {
      sections: [{ id: 'bank', copyBankFrom: ids.palm }],
    });
    expect(itself.statusCode).toBe(400);
    const notBank = await api.post(owner, `propertyId=${ids.creek}`, {
      sections: [{ id: 'utilities', copyBankFrom: ids.palm }],
    });
    expect(notBank.json()).toMatchObject({ code: 'SURVEY_INVALID' });
    expect(await bankOf(ids.creek)).toBeUndefined();
  });
});
