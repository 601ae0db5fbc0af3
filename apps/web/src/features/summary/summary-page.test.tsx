import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { SummaryPage } from './summary-page.tsx';
import { passport, property, signInOwner, summary, utilities } from './test-fixtures.ts';

type DocumentsAnswer = 'ok' | 'server-error' | 'network';

/** While set, the documents list answers only when the test resolves it. */
let held: Promise<Response> | null = null;

function setUp(documents: DocumentsAnswer = 'ok') {
  signInOwner();
  held = null;
  return mockFetch((call) => {
    if (held && call.url.startsWith('/api/owner_documents_list?')) return held;
    if (call.url.startsWith('/api/property?')) return jsonResponse(200, { property });
    if (call.url.startsWith('/api/property_summary?')) return jsonResponse(200, summary);
    if (call.url.startsWith('/api/owner_utilities?')) return jsonResponse(200, utilities);
    if (call.url.startsWith('/api/owner_documents_list?')) {
      if (documents === 'network') throw new TypeError('Failed to fetch');
      if (documents === 'server-error') {
        return jsonResponse(500, { status: 500, code: 'INTERNAL', title: 'INTERNAL', detail: 'boom' });
      }
      return jsonResponse(200, { owner_documents: [passport], next_reminder_on: passport.next_reminder_on });
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', title: 'NOT_FOUND', detail: 'No route' });
  });
}

const renderSummary = () =>
  renderRoute({ path: '/settings/summary/:propertyId?', url: '/settings/summary/7', element: <SummaryPage /> });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-10T06:00:00Z'));
});

describe('property summary (docs/product/settings-property-summary.md#property-summary)', () => {
  it('shows the facts with the Wi-Fi password hidden until revealed, and the IBAN masked but for the last 4', async () => {
    setUp();
    renderSummary();
    const details = await screen.findByRole('region', { name: 'Property details' });
    expect(await within(details).findByText('MAR-GAT-1204-7731')).toBeInTheDocument();
    expect(within(details).getByText('Basement 2, bay 118')).toBeInTheDocument();
    expect(within(details).queryByText('sea-view-2026')).toBeNull();
    const reveal = within(details).getByRole('button', { name: 'Show Wi-Fi password' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(reveal);
    expect(within(details).getByText('sea-view-2026')).toBeInTheDocument();
    fireEvent.click(within(details).getByRole('button', { name: 'Hide Wi-Fi password' }));
    expect(within(details).queryByText('sea-view-2026')).toBeNull();

    const bank = screen.getByRole('region', { name: 'Bank details' });
    expect(within(bank).getByText('•••• 6789')).toBeInTheDocument();
    expect(bank.textContent).not.toMatch(/AE\d{2}/);
  });

  it('lists the utilities by kind, and links to the survey, utilities, occupancy and documents', async () => {
    setUp();
    renderSummary();
    const section = await screen.findByRole('region', { name: 'Utilities' });
    expect(await within(section).findByText('0501234567')).toBeInTheDocument();
    expect(
      within(section).getByText('No account yet: the company organizes it and writes to owner@example.com.'),
    ).toBeInTheDocument();
    expect(within(section).getAllByText('Not added')).toHaveLength(3);
    const links = screen.getByRole('navigation', { name: 'Property settings' });
    expect(within(links).getByRole('link', { name: 'Edit property details' })).toHaveAttribute(
      'href',
      '/settings/property-survey/7',
    );
    expect(within(links).getByRole('link', { name: 'Utilities' })).toHaveAttribute(
      'href',
      '/settings/property-summary/7/update-utility-details',
    );
    expect(within(links).getByRole('link', { name: 'Occupancy rate' })).toHaveAttribute(
      'href',
      '/settings/occupancy/7',
    );
  });

  it('shows each document with its expiry warning and the next reminder date', async () => {
    setUp();
    renderSummary();
    const section = await screen.findByRole('region', { name: 'Documents' });
    const item = await within(section).findByRole('listitem', { name: 'Passport' });
    expect(within(item).getByText('Expires in 30 days, on April 9, 2030')).toBeInTheDocument();
    expect(within(item).getByText('Expires soon')).toBeInTheDocument();
    expect(within(item).getByText('Next reminder e-mail: April 2, 2030')).toBeInTheDocument();
    expect(within(section).getByText('1 document expires within 60 days.')).toBeInTheDocument();
  });

  for (const answer of ['server-error', 'network'] as const) {
    it(`${answer}: the documents section fails alone, with Retry; the other sections show and nothing is asked again (decision 082)`, async () => {
      const { calls } = setUp(answer);
      renderSummary();
      const documentsCalls = () => calls.filter((call) => call.url.startsWith('/api/owner_documents_list')).length;
      const section = await screen.findByRole('region', { name: 'Documents' });
      const failure =
        answer === 'network'
          ? "Couldn't reach the server. Check your connection and try again."
          : 'The documents could not be loaded.';
      expect(await within(section).findByText(failure)).toBeInTheDocument();
      expect(within(section).queryByText('No documents uploaded yet.')).toBeNull();
      expect(within(section).getByRole('button', { name: 'Upload a document' })).toBeEnabled();
      const details = screen.getByRole('region', { name: 'Property details' });
      expect(within(details).getByText('MAR-GAT-1204-7731')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Utilities' })).getByText('0501234567')).toBeInTheDocument();
      // Drawing the sections over the failed query did not ask again (it used to, without end).
      await act(async () => {});
      expect(documentsCalls()).toBe(1);
      // Retry asks once; while it waits only the section shows a spinner, the rest stays on the screen; the answer
      // fills the section.
      let reply: (response: Response) => void = () => {};
      held = new Promise((resolve) => {
        reply = resolve;
      });
      fireEvent.click(within(section).getByRole('button', { name: 'Retry' }));
      await vi.waitFor(() => expect(documentsCalls()).toBe(2));
      await vi.waitFor(() => expect(within(section).queryByText(failure)).toBeNull());
      expect(screen.getByRole('region', { name: 'Property details' })).toBe(details);
      expect(within(details).getByText('MAR-GAT-1204-7731')).toBeInTheDocument();
      reply(jsonResponse(200, { owner_documents: [passport], next_reminder_on: passport.next_reminder_on }));
      expect(await within(section).findByRole('listitem', { name: 'Passport' })).toBeInTheDocument();
      expect(documentsCalls()).toBe(2);
    });
  }
});
