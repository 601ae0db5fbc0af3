import type { UtilitiesResponse } from '@portal/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { property, signInOwner, utilities } from './test-fixtures.ts';
import { UtilitiesPage } from './utilities-page.tsx';

function setUp() {
  signInOwner();
  const posted: FormData[] = [];
  let saved: UtilitiesResponse = utilities;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/property?')) return jsonResponse(200, { property });
      if (url.startsWith('/api/owner_utilities?') && init?.method === 'POST' && init.body instanceof FormData) {
        posted.push(init.body);
        const kept = saved.expenses.filter(
          (utility) => init.body instanceof FormData && init.body.has(utility.utility),
        );
        saved = { ...saved, expenses: kept };
        return jsonResponse(200, saved);
      }
      if (url.startsWith('/api/owner_utilities?')) return jsonResponse(200, saved);
      return jsonResponse(404, { status: 404, code: 'NOT_FOUND', title: 'NOT_FOUND', detail: 'No route' });
    }),
  );
  renderRoute({
    path: '/settings/property-summary/:propertyId/update-utility-details',
    url: '/settings/property-summary/7/update-utility-details',
    element: <UtilitiesPage />,
  });
  return posted;
}

describe('utilities screen (docs/product/settings-property-summary.md#utilities)', () => {
  it("asks 'Are you sure?' before a delete: No keeps it, Yes saves the list without it", async () => {
    const posted = setUp();
    const gas = await screen.findByRole('region', { name: 'Gas' });
    fireEvent.click(within(gas).getByRole('button', { name: 'Delete Gas' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toHaveLength(0);

    fireEvent.click(within(gas).getByRole('button', { name: 'Delete Gas' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The utility has been deleted.')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.has('gas')).toBe(false);
    expect(JSON.parse(String(posted[0]?.get('internet')))).toMatchObject({ provider: 'du', docId: 'f-1' });
    expect(screen.queryByRole('region', { name: 'Gas' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Gas' })).toBeInTheDocument();
  });

  it("answering No fills in the owner's e-mail and hides the account fields", async () => {
    const posted = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Chiller (cooling)' }));
    const chiller = screen.getByRole('region', { name: 'Chiller (cooling)' });
    expect(within(chiller).queryByLabelText('E-mail')).toBeNull();
    fireEvent.click(within(chiller).getByRole('radio', { name: 'No' }));
    expect(within(chiller).getByLabelText('E-mail')).toHaveValue('owner@example.com');
    expect(within(chiller).queryByLabelText('Account number')).toBeNull();
    expect(within(chiller).getByText('AED 25 per bill, service charges not paid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save utilities' }));
    expect(await screen.findByText('Your utilities have been saved.')).toBeInTheDocument();
    expect(JSON.parse(String(posted[0]?.get('chiller')))).toMatchObject({
      has_account: false,
      email: 'owner@example.com',
      account_number: null,
    });
  });

  it('checks the rules before sending: an account needs its number, a new utility needs an answer', async () => {
    const posted = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Electricity and water' }));
    const electricity = screen.getByRole('region', { name: 'Electricity and water' });
    const options = within(electricity).queryAllByRole('option');
    expect(options).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save utilities' }));
    expect(await within(electricity).findByText('Please answer whether there is an account.')).toBeInTheDocument();
    fireEvent.click(within(electricity).getByRole('radio', { name: 'Yes' }));
    expect(
      within(electricity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not set', 'DEWA', 'AADC']);
    fireEvent.click(screen.getByRole('button', { name: 'Save utilities' }));
    expect(await within(electricity).findByText('Please enter the account number.')).toBeInTheDocument();
    expect(within(electricity).getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);
  });
});
