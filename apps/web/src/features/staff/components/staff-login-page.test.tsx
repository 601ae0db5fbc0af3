import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render.tsx';
import { registerStaffTexts } from '../staff-i18n.ts';
import { readStaffSession } from '../staff-session.ts';
import { StaffLoginPage } from './staff-login-page.tsx';

registerStaffTexts();

const staff = { id: 4, email: 'staff@example.com', fullName: 'Sam Staff', preferredLanguage: 'en' };
const session = { token: 'staff-session-1', expiresAt: '2100-01-01T00:00:00Z', staff };

const renderLogin = () =>
  renderRoute({
    path: '/staff/login',
    url: '/staff/login',
    element: <StaffLoginPage />,
    routes: [{ path: '/staff', element: <p>owners</p> }],
  });

const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

async function passPassword(): Promise<void> {
  fill('E-mail', 'staff@example.com');
  fill('Password', 'Staff#2026');
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  // The second step is a chunk of its own: the first test of the file waits for its first import.
  await screen.findByRole('heading', { name: 'Two-step verification' }, { timeout: 10_000 });
}

function server(secondFactor: (call: RecordedCall) => Response) {
  return mockFetch((call) => {
    if (call.url.endsWith('/staff/login')) {
      return jsonResponse(200, {
        stage: 'second_factor',
        method: 'totp',
        pendingToken: 'pending-1',
        expiresAt: '2100-01-01T00:00:00Z',
        staff,
      });
    }
    return secondFactor(call);
  });
}

describe('StaffLoginPage: the second factor', () => {
  it('asks for the app’s code after the password; a wrong one is said, the right one opens the console', async () => {
    let tries = 0;
    const { calls } = server(() => {
      tries += 1;
      return tries === 1
        ? jsonResponse(401, { status: 401, code: 'INVALID_SECOND_FACTOR', detail: 'no' })
        : jsonResponse(200, session);
    });
    renderLogin();
    await passPassword();
    fill('Code', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits the app shows.')).toBeInTheDocument();
    fill('Code', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That was not accepted.');
    fill('Code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('owners')).toBeInTheDocument();
    expect(readStaffSession()?.token).toBe('staff-session-1');
    const sent = calls
      .filter((call) => call.url.endsWith('/second-factor'))
      .map((call) => JSON.parse(call.body ?? '{}'));
    expect(sent).toEqual([
      { pendingToken: 'pending-1', method: 'totp', code: '123456' },
      { pendingToken: 'pending-1', method: 'totp', code: '654321' },
    ]);
  });

  it('takes a recovery code instead, and says how many are left before the console', async () => {
    server(() => jsonResponse(200, { ...session, recoveryCodesLeft: 3 }));
    renderLogin();
    await passPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fill('Recovery code', 'ABCD EFGH IJKL MNOP');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('You used a recovery code: 3 codes are left.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the console' }));
    expect(await screen.findByText('owners')).toBeInTheDocument();
  });

  it('an expired sign-in goes back to the password, saying why', async () => {
    server(() => jsonResponse(400, { status: 400, code: 'TOKEN_INVALID', detail: 'expired' }));
    renderLogin();
    await passPassword();
    fill('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your sign-in expired. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
