import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { PasskeysPage } from './passkeys-page.tsx';

const passkeys = [
  {
    id: 7,
    name: 'Work laptop',
    createdAt: '2026-11-02T08:00:00Z',
    lastUsedAt: '2026-11-20T09:30:00Z',
    isBackedUp: false,
  },
  { id: 9, name: 'Phone', createdAt: '2026-11-21T08:00:00Z', lastUsedAt: null, isBackedUp: true },
];

const renderPage = () =>
  renderRoute({ path: '/settings/passkeys/:propertyId?', url: '/settings/passkeys', element: <PasskeysPage /> });

/** A browser with WebAuthn (jsdom has none), on a host name. */
function withWebAuthn(): void {
  Object.defineProperty(window, 'PublicKeyCredential', { value: () => undefined, configurable: true, writable: true });
}
afterEach(() => {
  Reflect.deleteProperty(window, 'PublicKeyCredential');
});

function server(answers: { reauthenticate?: number; remove?: 'ok' | 'expired' } = {}) {
  return mockFetch((call: RecordedCall) => {
    if (call.url.endsWith('/passkeys') && call.method === 'GET') return jsonResponse(200, { passkeys });
    if (call.url.endsWith('/reauthenticate')) {
      return answers.reauthenticate === 403
        ? jsonResponse(403, { status: 403, code: 'INCORRECT_PASSWORD', detail: 'Incorrect password' })
        : jsonResponse(200, { reauthenticatedUntil: '2026-12-01T10:05:00Z' });
    }
    if (call.method === 'DELETE') {
      return answers.remove === 'expired'
        ? jsonResponse(403, { status: 403, code: 'REAUTHENTICATION_REQUIRED', detail: 'Confirm' })
        : jsonResponse(200, { success: true });
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', detail: 'no' });
  });
}

const confirm = (password: string) => {
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm password' }));
};

describe('PasskeysPage', () => {
  it('lists the passkeys with their last use; removing one needs the password first', async () => {
    withWebAuthn();
    const { calls } = server();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Work laptop')).toBeInTheDocument();
    expect(within(list).getByText(/^Last used /)).toBeInTheDocument();
    expect(within(list).getByText('Not used yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the passkey Phone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();

    confirm('Owner#2026');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the passkey Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The passkey “Phone” was removed.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/passkeys/9'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it('a wrong password is said and opens nothing', async () => {
    withWebAuthn();
    server({ reauthenticate: 403 });
    renderPage();
    await screen.findByRole('list', { name: 'Your passkeys' });
    confirm('Wrong#2026');
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('asks again when the server says the confirmation ran out, keeping the passkeys in the list', async () => {
    withWebAuthn();
    server({ remove: 'expired' });
    renderPage();
    await screen.findByRole('list', { name: 'Your passkeys' });
    confirm('Owner#2026');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the passkey Phone' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Please confirm your password again: a confirmation lasts 5 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm password' })).toBeInTheDocument();
    expect(screen.getByText('Phone')).toBeInTheDocument();
  });

  it('in a browser without passkeys it says so and asks for nothing', async () => {
    server();
    renderPage();
    await screen.findByRole('list', { name: 'Your passkeys' });
    expect(
      screen.getByText(
        'This browser cannot create a passkey at this address. Open the portal on your phone or in another browser to add one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm password' })).toBeNull();
  });
});
