import type { OwnerSurveyResponse, SurveySectionView } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeValues } from '../../lib/session/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { SurveyScreen } from './components/survey-screen.tsx';

const words = (en: string) => ({ en, ru: en, ar: en });
const contact: SurveySectionView = {
  id: 'contact',
  kind: 'personalDetails',
  name: words('Contact'),
  fields: [
    { id: 'phone', type: 'textbox', validation: 'phone', name: words('Mobile phone') },
    {
      id: 'contacts',
      type: 'textbox',
      name: words('Emergency contacts'),
      multipleFields: [
        { id: 'a', name: words('First contact') },
        { id: 'b', name: words('Second contact') },
      ],
    },
  ],
  answers: { phone: '+971 50 000 0000', contacts: ['Sam'] },
  masked: {},
  hasStoredBank: false,
  isValid: true,
};
const bank: SurveySectionView = {
  id: 'bank',
  kind: 'bankData',
  name: words('Bank'),
  fields: [
    { id: 'account_owner_name', type: 'textbox', name: words('Account holder name') },
    { id: 'account_iban', type: 'textbox', validation: 'iban', sensitive: true, name: words('IBAN') },
  ],
  answers: { account_owner_name: 'Olivia Owens' },
  masked: { account_iban: '3456' },
  hasStoredBank: true,
  isValid: true,
};
// The domain's test definition's passport field: a pattern and its own message for a wrong answer.
const identity: SurveySectionView = {
  id: 'identity',
  kind: 'personalDetails',
  name: words('Identity'),
  fields: [
    {
      id: 'passport',
      type: 'textbox',
      name: words('Passport number'),
      validation: { pattern: '[A-Z][0-9]{7}' },
      customValidationMessage: words('Passport!'),
    },
  ],
  answers: {},
  masked: {},
  hasStoredBank: false,
  isValid: false,
};
const survey = (sections: SurveySectionView[]): OwnerSurveyResponse => ({
  surveyData: { kind: 'personal', version: 1, sections, isRussian: false, isCompleted: true, comingSoon: false },
  property: null,
  completedSurveys: [],
});

function render(response: OwnerSurveyResponse) {
  writeValues({
    'session-token': 's',
    'session-user': { userId: 7, name: 'o@e.com', fullName: 'O', isPordalUser: false },
  });
  const fetched = mockFetch((call) => {
    if (call.url.includes('/owner_bank_details')) return jsonResponse(200, { surveyBankDetails: [] });
    return call.method === 'GET'
      ? jsonResponse(200, response)
      : jsonResponse(200, { success: true, surveyData: response.surveyData });
  });
  const view = renderRoute({
    path: '/s',
    url: '/s',
    element: (
      <SurveyScreen survey={{ kind: 'personal', propertyId: null }} backHref="/settings/list" onSaved={() => {}} />
    ),
  });
  return { ...fetched, ...view };
}

describe('SurveyScreen', () => {
  it("names the section 'Section n from total' and checks it before saving ('First field should be filled')", async () => {
    const { calls } = render(survey([contact, bank]));
    expect(await screen.findByText('Section 1 from 2')).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText('First contact'), { target: { value: '' } });
    fireEvent.input(screen.getByLabelText('Mobile phone'), { target: { value: '050-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First field should be filled')).toBeInTheDocument();
    expect(screen.getByText('Please use only digits, spaces and +')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.input(screen.getByLabelText('First contact'), { target: { value: 'Sam' } });
    fireEvent.input(screen.getByLabelText('Mobile phone'), { target: { value: '+971 4 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/owner_survey?ownerId=7&propertyId=null&kind=personal');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      sections: [{ id: 'contact', answers: { phone: '+971 4 1', contacts: ['Sam', ''] } }],
      completed: true,
    });
  });

  it('keeps unsaved answers on the device across a remount, but never an IBAN', async () => {
    const first = render(survey([bank]));
    expect(await screen.findByText('Bank details on file')).toBeInTheDocument();
    expect(screen.getByText('ending in 3456')).toBeInTheDocument();
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change bank details' }));
    fireEvent.input(screen.getByLabelText('IBAN'), { target: { value: 'AE070331234567890123456' } });
    fireEvent.input(screen.getByLabelText('Account holder name'), { target: { value: 'O. Owens' } });
    const stored = Object.entries(localStorage).filter(([key]) => key.startsWith('survey-draft:'));
    expect(JSON.stringify(stored)).toContain('O. Owens');
    expect(JSON.stringify(stored)).not.toContain('AE0703');
    first.unmount();

    render(survey([bank]));
    expect(await screen.findByText('We kept the answers you had not saved yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Account holder name')).toHaveValue('O. Owens');
    expect(screen.getByLabelText('IBAN')).toHaveValue('');
  });

  it("shows the field's customValidationMessage for a wrong answer, and 'This field is required!' for a missing one", async () => {
    const { calls } = render(survey([identity]));
    const passport = await screen.findByLabelText('Passport number');
    fireEvent.input(passport, { target: { value: 'x12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passport!')).toBeInTheDocument();
    expect(screen.queryByText('This field is required!')).toBeNull();

    fireEvent.input(passport, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required!')).toBeInTheDocument();
    expect(screen.queryByText('Passport!')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.input(passport, { target: { value: 'P1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(screen.queryByText('Passport!')).toBeNull();
  });
});
