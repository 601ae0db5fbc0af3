import type { OwnerSurveyResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { changedTables, markNow, type SnapshotMark } from './helpers/snapshot.ts';
import { ONBOARDING_ANSWERS, propertyIdOf, type SectionId, sectionOf, surveyClient } from './helpers/surveys.ts';
import { useTestApp } from './helpers/use-test-app.ts';

type Headers = Record<string, string>;
let newcomer: Headers;
let owner: Headers;
let other: Headers;
let ids: { marina: number; palm: number; downtown: number; creek: number; otherOwners: number };

const ctx = useTestApp({
  seeded: true,
  now: SEEDED_AT,
  setup: async (ctx) => {
    newcomer = ownHeaders(await signIn(ctx.app, 'new@example.com'));
    owner = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
    other = ownHeaders(await signIn(ctx.app, 'legacy@example.com'));
    ids = {
      marina: await propertyIdOf(ctx, 'Marina Gate 1204'),
      palm: await propertyIdOf(ctx, 'Palm Villa 7'),
      downtown: await propertyIdOf(ctx, 'Downtown Studio 5'),
      creek: await propertyIdOf(ctx, 'Creek Harbour 88'),
      otherOwners: await propertyIdOf(ctx, 'Business Bay 2201'),
    };
  },
});
const api = surveyClient(ctx);
const section = (id: SectionId, answers: object = ONBOARDING_ANSWERS[id]) => ({ id, answers });

/**
 * What the test has written so far: the tables whose rows differ from the state every test starts from (a changed
 * count, or a row written after `mark`). Not the transaction counter: it is the whole PostgreSQL server's, and the
 * files running beside this one move it too.
 */
const writtenSince = (mark: SnapshotMark) => changedTables(ctx.database.db, mark);

describe('the spec\'s "v2" paths (decision 036)', () => {
  it('/api/v2/owner_survey and /api/v2/owner_utilities are the same calls as the plain paths', async () => {
    for (const [plain, versioned] of [
      ['/api/owner_survey?propertyId=null', '/api/v2/owner_survey?propertyId=null'],
      [`/api/owner_survey?propertyId=${ids.marina}`, `/api/v2/owner_survey?propertyId=${ids.marina}`],
      [`/api/owner_utilities?propertyId=${ids.marina}`, `/api/v2/owner_utilities?propertyId=${ids.marina}`],
    ]) {
      const a = await ctx.app.inject({ method: 'GET', url: plain, headers: owner });
      const b = await ctx.app.inject({ method: 'GET', url: versioned ?? '', headers: owner });
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
    }
    // A save through the v2 path is checked like any other, and another owner's property is not found.
    const refused = await api.post(newcomer, 'propertyId=null', { sections: [section('personal_contact', {})] });
    const refusedV2 = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/owner_survey?propertyId=null',
      headers: newcomer,
      payload: { sections: [section('personal_contact', {})] },
    });
    expect(refusedV2.statusCode).toBe(422);
    expect(refusedV2.json()).toEqual(refused.json());
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/owner_survey?propertyId=${ids.otherOwners}`,
      headers: owner,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /api/owner_survey', () => {
  it('gives a new owner the onboarding survey in 6 sections, their name filled in, nothing completed', async () => {
    const response = await api.get(newcomer, 'propertyId=null');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as OwnerSurveyResponse;
    expect(body.surveyData).toMatchObject({
      kind: 'onboarding',
      isCompleted: false,
      isRussian: false,
      comingSoon: false,
    });
    expect(body.surveyData.sections.map((s) => s.id)).toEqual(Object.keys(ONBOARDING_ANSWERS));
    expect(sectionOf(body, 'personal_contact').answers).toMatchObject({ first_name: 'Nadia', last_name: 'Newman' });
    expect(body.surveyData.sections.every((s) => !s.isValid)).toBe(true);
    expect(body).toMatchObject({ property: null, completedSurveys: [] });
    // The definitions are data in three languages.
    expect(sectionOf(body, 'bank').name).toEqual({
      en: 'Bank details for payouts',
      ru: 'Банковские реквизиты для выплат',
      ar: 'البيانات المصرفية لتحويل الأرباح',
    });
  });

  it("shows a property's survey with the bank numbers masked to their last 4, and which surveys are completed", async () => {
    const body = (await api.get(owner, `propertyId=${ids.marina}`)).json() as OwnerSurveyResponse;
    expect(body.surveyData).toMatchObject({ kind: 'property', isCompleted: true });
    expect(body.property).toMatchObject({ id: ids.marina, nickname: 'Marina Gate 1204' });
    const bank = sectionOf(body, 'bank');
    expect(bank).toMatchObject({ hasStoredBank: true, isValid: true, masked: { account_iban: '3456' } });
    expect(bank.answers).not.toHaveProperty('account_iban');
    expect(bank.answers).toMatchObject({ account_bank_name: 'Emirates NBD', account_currency: 'AED' });
    expect(JSON.stringify(body)).not.toContain('AE070331234567890123456');
    // Bound answers come from the property's own facts.
    expect(sectionOf(body, 'property_details').answers).toMatchObject({
      parking: 'Basement 2, bay 118',
      has_parking: true,
    });
    expect(sectionOf(body, 'property_permit').answers).toMatchObject({ dtcm_unique_code: 'MAR-GAT-1204-7731' });
    const done = body.completedSurveys.map((s) => `${s.kind}:${s.propertyId}`);
    expect(done).toEqual(expect.arrayContaining([`property:${ids.marina}`, `property:${ids.palm}`, 'personal:null']));
    expect(done).not.toContain(`property:${ids.downtown}`);
    const downtown = (await api.get(owner, `propertyId=${ids.downtown}`)).json() as OwnerSurveyResponse;
    expect(downtown.surveyData.isCompleted).toBe(false);
  });

  it("answers another owner's property exactly like an unknown one (404)", async () => {
    const foreign = await api.get(other, `propertyId=${ids.marina}`);
    const unknown = await api.get(other, 'propertyId=987654');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.body).not.toContain('Marina');
    expect((await api.get(owner, `propertyId=${ids.marina}&ownerId=1${ids.marina}`)).statusCode).toBe(403);
  });

  it('refuses a kind that contradicts the property, and shows coming-soon owners no questions', async () => {
    expect((await api.get(owner, 'kind=property')).statusCode).toBe(400);
    expect((await api.get(owner, `kind=personal&propertyId=${ids.marina}`)).statusCode).toBe(400);
    const russian = ownHeaders(await signIn(ctx.app, 'ru@example.com'));
    const body = (await api.get(russian)).json() as OwnerSurveyResponse;
    expect(body.surveyData).toMatchObject({ comingSoon: true, isRussian: true, sections: [] });
    const save = await api.post(russian, 'kind=personal', { sections: [section('personal_contact')] });
    expect(save.json()).toMatchObject({ status: 403, code: 'SURVEY_COMING_SOON' });
  });
});

describe('POST /api/owner_survey', () => {
  it('saves a section: the answers come back, the bound name lands on the owner', async () => {
    const answers = { ...ONBOARDING_ANSWERS.personal_contact, first_name: 'Nadia-Rose' };
    const response = await api.post(newcomer, 'propertyId=null', { sections: [section('personal_contact', answers)] });
    expect(response.statusCode, response.body).toBe(200);
    expect(sectionOf(response.json(), 'personal_contact')).toMatchObject({
      isValid: true,
      answers: { ...answers, secondary_phone: null, secondary_email: null },
    });
    const [row] = await ctx.database.db.select().from(schema.owners).where(eq(schema.owners.email, 'new@example.com'));
    expect(row).toMatchObject({ firstName: 'Nadia-Rose', fullName: 'Nadia-Rose Newman', surveyCompleted: false });
    // Personal sections are the owner's: the profile survey shows what onboarding saved.
    const profile = (await api.get(newcomer, 'kind=personal')).json() as OwnerSurveyResponse;
    expect(sectionOf(profile, 'personal_contact').answers).toMatchObject({ phone: '+971 50 765 4321' });
  });

  it('refuses an invalid section with a code per field and writes nothing', async () => {
    const before = await markNow(ctx.database.db);
    const response = await api.post(newcomer, 'propertyId=null', {
      sections: [
        section('personal_contact', { ...ONBOARDING_ANSWERS.personal_contact, phone: '050-765', first_name: '' }),
        section('personal_identity', { ...ONBOARDING_ANSWERS.personal_identity, emergency_contacts: ['', 'Later'] }),
        section('bank', { ...ONBOARDING_ANSWERS.bank, account_iban: 'AE0703 3123', is_admin: true }),
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'SURVEY_INVALID' });
    const codes = (response.json().validation as { path: string; code: string; message: string }[]).map(
      (v) => `${v.path} ${v.code}`,
    );
    expect(codes).toEqual([
      'sections.bank.is_admin UNKNOWN_FIELD',
      'sections.personal_contact.first_name REQUIRED',
      'sections.personal_contact.phone INVALID_PHONE',
      'sections.personal_identity.emergency_contacts.0 FIRST_FIELD_REQUIRED',
      // An AE IBAN, however malformed, frees swift and account number (docs/product/settings-surveys.md#bank-details).
      'sections.bank.account_iban INVALID_DETAILS',
    ]);
    expect(response.json().validation[1].message).toBe('This field is required!');
    expect(await writtenSince(before)).toEqual([]);
  });

  it("refuses a wrong answer with the field's own customValidationMessage, a missing one with the engine's words", async () => {
    const utilities = (dewa: string) =>
      section('utilities', { utilities_in_name: ['electricity_water'], dewa_premise_number: dewa });
    const wrong = await api.post(newcomer, 'propertyId=null', { sections: [utilities('12345')] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().validation).toEqual([
      {
        path: 'sections.utilities.dewa_premise_number',
        code: 'INVALID_FORMAT',
        message: 'The DEWA premise number has 9 digits',
      },
    ]);
    const missing = await api.post(newcomer, 'propertyId=null', { sections: [utilities('')] });
    expect(missing.json().validation).toEqual([
      { path: 'sections.utilities.dewa_premise_number', code: 'REQUIRED', message: 'This field is required!' },
    ]);
    expect((await api.post(newcomer, 'propertyId=null', { sections: [utilities('123456789')] })).statusCode).toBe(200);
  });

  it.each([
    ['AE07033123456789012345', 'IBAN_AE_LENGTH', 'Please provide IBAN with 23 digits'],
    ['GB82WEST12345698765431', 'INVALID_IBAN', expect.any(String)],
    ['GB82 WEST 1234 5698 7654 32', 'INVALID_DETAILS', 'Please provide valid details'],
  ])('re-checks the bank rules: IBAN %s → %s', async (iban, code, message) => {
    const response = await api.post(newcomer, 'propertyId=null', {
      sections: [
        section('bank', {
          ...ONBOARDING_ANSWERS.bank,
          account_iban: iban,
          account_swift: 'NWBKGB2L',
          account_data: '1',
        }),
      ],
    });
    expect(response.json().validation).toContainEqual({ path: 'sections.bank.account_iban', code, message });
  });

  it('with an AE IBAN, even a short one, swift and account number are not required (docs/product/settings-surveys.md#bank-details)', async () => {
    const response = await api.post(newcomer, 'propertyId=null', {
      sections: [
        section('bank', {
          ...ONBOARDING_ANSWERS.bank,
          account_iban: 'AE07033123456789012345',
          account_swift: '',
          account_data: '',
        }),
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation).toEqual([
      { path: 'sections.bank.account_iban', code: 'IBAN_AE_LENGTH', message: 'Please provide IBAN with 23 digits' },
    ]);
  });

  it('marks the survey completed only when every section is valid', async () => {
    await api.reauthenticate(newcomer);
    const early = await api.post(newcomer, 'propertyId=null', { sections: [section('utilities')], completed: true });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'SURVEY_INCOMPLETE' });
    expect(early.json().validation.map((v: { path: string }) => v.path)).toEqual([
      'sections.personal_contact',
      'sections.personal_identity',
      'sections.new_property',
      'sections.property_permit',
      'sections.bank',
    ]);
    const ids = Object.keys(ONBOARDING_ANSWERS) as SectionId[];
    for (const id of ids.slice(0, -1)) {
      const saved = await api.post(newcomer, 'propertyId=null', { sections: [section(id)] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().surveyData.isCompleted).toBe(false);
    }
    const last = await api.post(newcomer, 'propertyId=null', { sections: [section('utilities')], completed: true });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().surveyData).toMatchObject({ isCompleted: true });
    const [row] = await ctx.database.db.select().from(schema.owners).where(eq(schema.owners.email, 'new@example.com'));
    expect(row?.surveyCompleted).toBe(true);
    // The bank details of a survey without a property are sealed in its row; only the last 4 show.
    const [survey] = await ctx.database.db
      .select()
      .from(schema.ownerSurveys)
      .where(and(eq(schema.ownerSurveys.ownerId, row?.id ?? 0), eq(schema.ownerSurveys.kind, 'onboarding')));
    expect(survey?.bankSealed).toMatch(/^v1\./);
    expect(JSON.stringify(survey)).not.toContain('AE070331234567890123456');
    expect(survey?.bankMask).toEqual({ ibanLast4: '3456', accountNumberLast4: null });
    const permit = sectionOf(last.json(), 'property_permit');
    expect(permit.answers).toMatchObject({ dtcm_unique_code: 'DEL-TWR-2304-0001', permit_expires_at: '2027-06-30' });
  });

  it('drops the answers of hidden fields: no parking empties the property’s parking', async () => {
    const response = await api.post(owner, `propertyId=${ids.marina}`, {
      sections: [
        {
          id: 'property_details',
          answers: {
            has_parking: false,
            parking: 'still here?',
            wifi_name: 'Marina-5G',
            wifi_pass: 'x',
            max_guests: 4,
            furnishing: 'full',
          },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [marina] = await ctx.database.db.select().from(schema.properties).where(eq(schema.properties.id, ids.marina));
    expect(marina).toMatchObject({ parking: null, wifiName: 'Marina-5G' });
  });

  it("refuses saving another owner's property survey (404) and writes nothing", async () => {
    const before = await markNow(ctx.database.db);
    const response = await api.post(other, `propertyId=${ids.marina}`, {
      sections: [{ id: 'property_details', answers: { wifi_name: 'mallory' } }],
    });
    expect(response.statusCode).toBe(404);
    expect(await writtenSince(before)).toEqual([]);
  });

  it('keeps both of two sections saved at the same moment', async () => {
    const [a, b] = await Promise.all([
      api.post(newcomer, 'propertyId=null', { sections: [section('new_property')] }),
      api.post(newcomer, 'propertyId=null', { sections: [section('utilities')] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const body = (await api.get(newcomer)).json() as OwnerSurveyResponse;
    expect(sectionOf(body, 'new_property').isValid && sectionOf(body, 'utilities').isValid).toBe(true);
  });
});

describe('adding a property', () => {
  it('completes one request at a time: bank details copied into it sealed, then a fresh survey opens', async () => {
    const add = 'kind=add_property';
    const answers = (id: SectionId) => section(id);
    for (const id of ['new_property', 'property_permit', 'utilities'] as const) {
      expect((await api.post(owner, add, { sections: [answers(id)] })).statusCode).toBe(200);
    }
    await api.reauthenticate(owner);
    const copied = await api.post(owner, add, { sections: [{ id: 'bank', copyBankFrom: ids.palm }], completed: true });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().surveyData).toMatchObject({ kind: 'add_property', isCompleted: true });
    expect(sectionOf(copied.json(), 'bank').masked).toEqual({ account_iban: '5432', account_data: '5432' });
    const [request] = await ctx.database.db
      .select()
      .from(schema.ownerSurveys)
      .where(eq(schema.ownerSurveys.kind, 'add_property'));
    expect(request).toMatchObject({ propertyId: null, bankMask: { ibanLast4: '5432', accountNumberLast4: '5432' } });
    expect(JSON.stringify(request)).not.toContain('GB82WEST');

    const next = (await api.get(owner, add)).json() as OwnerSurveyResponse;
    expect(next.surveyData.isCompleted).toBe(false);
    expect(sectionOf(next, 'new_property').answers).toMatchObject({ building: null });
    expect(next.completedSurveys.filter((s) => s.kind === 'add_property')).toHaveLength(1);
  });
});

describe('definitions are data', () => {
  it('serves a newer version when the company stores one, and skips a broken one', async () => {
    const [current] = await ctx.database.db
      .select()
      .from(schema.surveyDefinitions)
      .where(eq(schema.surveyDefinitions.kind, 'personal'));
    if (!current) throw new Error('no personal definition');
    const renamed = current.sections.map((s, i) =>
      i === 0 ? { ...s, name: { en: 'Contact', ru: 'Контакт', ar: 'اتصال' } } : s,
    );
    await ctx.database.db.insert(schema.surveyDefinitions).values({ kind: 'personal', version: 2, sections: renamed });
    await ctx.database.db
      .insert(schema.surveyDefinitions)
      .values({ kind: 'personal', version: 3, sections: [{ id: 'Bad Id', fields: 'nope' }] as never });
    const body = (await api.get(owner, 'kind=personal')).json() as OwnerSurveyResponse;
    expect(body.surveyData.version).toBe(2);
    expect(body.surveyData.sections[0]?.name.en).toBe('Contact');
  });
});
