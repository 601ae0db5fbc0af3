import type { Property } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeValues } from '../../../lib/session/storage.ts';
import { STORAGE_KEYS } from '../../../lib/session/storage-keys.ts';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render.tsx';
import { registerDocumentsTexts } from '../documents-i18n.ts';
import { MaintenanceTab } from './maintenance-tab.tsx';
import { StatementsTab } from './statements-tab.tsx';

const property: Property = {
  id: 7,
  property_id: 'MG-7',
  title: 'Flat',
  nickname: 'Marina Gate 1204',
  address: 'Dubai Marina',
  address_2: '',
  picture: null,
  is_active: true,
  bedrooms: 2,
  currency: 'AED',
  is_pordal: 0,
  pordal_id: null,
  is_terminate: 0,
  np_start_date: null,
  np_end_date: null,
  time_zone: 'Asia/Dubai',
  owner_block_label: 'Owner blocked',
};

const statement = {
  id: 41,
  property_id: 7,
  property_nickname: 'Marina Gate 1204',
  year: 2030,
  month: 2,
  month_name: 'February',
  currency: 'AED',
  gross_revenue: 9000,
  net_amount: 7000,
  is_read: '0',
  property_pdf: '/statement_pdf?property_id=7&year=2030&month=2',
  published_at: '2030-03-02T08:00:00Z',
};

const invoice = {
  id: 5,
  invoice_number: 'MI-2030-005',
  title: 'Air conditioning service',
  invoice_year: 2030,
  invoice_month: 2,
  total_expenses: 450,
  total_computed: false,
  currency: 'AED',
  is_read: '1',
  pdf: '/invoice_pdf?kind=maintenance&id=5',
};

type Answer = 'empty' | 'listed' | 'offline' | 'never';

/** The three list calls: `answer` for the one under test, empty lists for the others. */
function serve(path: string, answer: () => Answer) {
  return mockFetch((call: RecordedCall) => {
    const isCalled = call.url.startsWith(`/api${path}`);
    const now = isCalled ? answer() : 'empty';
    if (now === 'offline') throw new TypeError('Failed to fetch');
    if (now === 'never') return new Promise<Response>(() => {});
    if (call.url.startsWith('/api/statements_list')) {
      return jsonResponse(200, { data: { flag: now === 'listed', data: now === 'listed' ? [statement] : [] } });
    }
    if (call.url.startsWith('/api/invoice_list_maintenance')) {
      return jsonResponse(200, { flag: now === 'listed', data: now === 'listed' ? [invoice] : [] });
    }
    if (call.url.startsWith('/api/invoice_list_furnishing')) return jsonResponse(200, { flag: false, data: [] });
    return jsonResponse(404, { code: 'NOT_FOUND', detail: 'No route' });
  });
}

const renderTab = (tab: 'statements' | 'maintenance') =>
  renderRoute({
    path: '/documents/:action/:propertyId',
    url: `/documents/${tab}/7`,
    element: tab === 'statements' ? <StatementsTab property={property} /> : <MaintenanceTab property={property} />,
  });

beforeAll(() => registerDocumentsTexts());
beforeEach(() => signInOwner());

describe('documents tabs: loading, empty and failed states (docs/product/statements.md#screens)', () => {
  it.each([
    ['statements', '/statements_list'],
    ['maintenance', '/invoice_list_maintenance'],
  ] as const)('the %s tab says it is loading while its list is on the way', async (tab, path) => {
    serve(path, () => 'never');
    renderTab(tab);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it.each([
    ['statements', '/statements_list', 'No statements yet'],
    ['maintenance', '/invoice_list_maintenance', 'No maintenance invoices yet'],
  ] as const)('the %s tab without documents says %j', async (tab, path, empty) => {
    serve(path, () => 'empty');
    renderTab(tab);
    expect(await screen.findByText(empty, { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['statements', '/statements_list'],
    ['maintenance', '/invoice_list_maintenance'],
  ] as const)('the %s tab shows a list that failed to load as unreached, and Retry loads it', async (tab, path) => {
    let answer: Answer = 'offline';
    serve(path, () => answer);
    renderTab(tab);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't reach the server");
    expect(screen.queryByText(/^No (statements|maintenance invoices) yet$/)).toBeNull();

    answer = 'listed';
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const listed =
      tab === 'statements'
        ? screen.findByRole('link', { name: /Statement for February 2030/ })
        : screen.findByRole('button', { name: 'Download Air conditioning service' });
    expect(await listed).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function signInOwner() {
  writeValues({
    [STORAGE_KEYS.sessionToken]: 'session',
    [STORAGE_KEYS.userStatus]: 'both',
    [STORAGE_KEYS.sessionUser]: { userId: 3, name: 'owner@example.com', fullName: 'Olivia', isPordalUser: true },
  });
}
