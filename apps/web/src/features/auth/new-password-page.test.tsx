import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { NewPasswordPage } from './new-password-page.tsx';

function renderNewPassword(token = 'tok-123') {
  return renderRoute({
    path: '/new-password/:token',
    url: `/new-password/${token}`,
    element: <NewPasswordPage />,
    routes: [{ path: '/login', element: <LoginPage /> }],
  });
}

const validToken = (call: RecordedCall) =>
  call.url.startsWith('/api/pordal/password/check-reset-token') ? jsonResponse(200, { valid: true }) : null;

const fill = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save password' }));

describe('NewPasswordPage', () => {
  it("an expired link goes to /login with 'The Link You Followed Has Expired'", async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { valid: false }));
    const { router } = renderNewPassword('old-token');
    expect(await screen.findByText('The Link You Followed Has Expired')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls[0]?.url).toBe('/api/pordal/password/check-reset-token?token=old-token');
  });

  it('a check that got no answer is not an expired link: it says the server was not reached, and Retry checks again', async () => {
    let isOffline = true;
    const { calls } = mockFetch((call) => {
      if (isOffline) throw new TypeError('Failed to fetch');
      return validToken(call) ?? jsonResponse(404, { code: 'NOT_FOUND', detail: 'No route' });
    });
    const { router } = renderNewPassword();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't reach the server");
    expect(screen.queryByText('The Link You Followed Has Expired')).toBeNull();
    expect(router.state.location.pathname).toBe('/new-password/tok-123');
    isOffline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Save password' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.url.includes('check-reset-token'))).toHaveLength(2);
  });

  it('a server failure during the check offers Retry too; a link the server refuses as malformed has expired', async () => {
    mockFetch(() => jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', detail: 'database down' }));
    const first = renderNewPassword();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/new-password/tok-123');
    first.unmount();

    mockFetch(() => jsonResponse(400, { code: 'VALIDATION_FAILED', detail: 'token too long' }));
    const { router } = renderNewPassword('x'.repeat(200));
    expect(await screen.findByText('The Link You Followed Has Expired')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['Ab1#', 'Password must be at least 8 characters long'],
    ['owner#2026', 'Password must contain at least one upper-case letter'],
    ['OWNER#2026', 'Password must contain at least one lower-case letter'],
    ['Owner#abcd', 'Password must contain at least one digit'],
    ['Owner2026x', 'Password must contain at least one special character (# ? ! @ $ % ^ & * -)'],
    ['Owner#20.26', 'Password must not contain a dot or a comma'],
  ])('refuses %s with its strength message', async (password, message) => {
    const { calls } = mockFetch((call) => validToken(call) ?? jsonResponse(200, { success: true }));
    renderNewPassword();
    await screen.findByRole('button', { name: 'Save password' });
    fill(/^new password$/i, password);
    fill(/^confirm new password$/i, password);
    submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the required texts and 'Passwords do not match'", async () => {
    mockFetch((call) => validToken(call) ?? jsonResponse(200, { success: true }));
    renderNewPassword();
    await screen.findByRole('button', { name: 'Save password' });
    submit();
    expect(await screen.findByText('New password field is required. Please enter a valid value.')).toBeInTheDocument();
    expect(screen.getByText('Confirm new password field is required. Please enter a valid value.')).toBeInTheDocument();
    fill(/^new password$/i, 'Owner#2027');
    fill(/^confirm new password$/i, 'Owner#2028');
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('on success shows the message and goes to /login after 3 s', async () => {
    const { calls } = mockFetch((call) => validToken(call) ?? jsonResponse(200, { success: true }));
    const { router } = renderNewPassword();
    await screen.findByRole('button', { name: 'Save password' });
    fill(/^new password$/i, 'Owner#2027');
    fill(/^confirm new password$/i, 'Owner#2027');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      token: 'tok-123',
      password: 'Owner#2027',
      passwordConfirm: 'Owner#2027',
    });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(router.state.location.pathname).toBe('/new-password/tok-123');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['the server fails', () => jsonResponse(500, { code: 'INTERNAL', detail: 'boom' })],
    [
      'the server is not reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("shows 'An error occured' under the form when %s, and keeps what was typed", async (_, fail) => {
    mockFetch((call) => validToken(call) ?? fail());
    renderNewPassword();
    await screen.findByRole('button', { name: 'Save password' });
    fill(/^new password$/i, 'Owner#2027');
    fill(/^confirm new password$/i, 'Owner#2027');
    submit();
    expect(await screen.findByText('An error occured')).toBeInTheDocument();
    expect(screen.queryByText(/Couldn't reach the server/)).toBeNull();
    expect(screen.getByLabelText(/^new password$/i)).toHaveValue('Owner#2027');
  });
});
