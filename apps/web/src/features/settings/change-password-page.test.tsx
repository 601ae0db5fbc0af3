import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { readSession, writeValues } from '../../lib/session/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';

const USER = { userId: 7, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: false };
const signedIn = () =>
  writeValues({ 'session-token': 'old-session', 'session-user': USER, 'user-status': 'guesty', 'legacy-token': 'x' });
const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
const render = () =>
  renderRoute({ path: '/settings/change-password', url: '/settings/change-password', element: <ChangePasswordPage /> });
const fillAll = (current: string, next: string, confirm = next) => {
  fill('Current password', current);
  fill('New password', next);
  fill('Confirm new password', confirm);
};

describe('ChangePasswordPage', () => {
  it('checks all three fields before sending anything', () => {
    signedIn();
    const { calls } = mockFetch(() => jsonResponse(200, { success: true }));
    render();
    submit();
    expect(screen.getByText('Current password field is required. Please enter a valid value.')).toBeInTheDocument();
    fillAll('Owner#2026', 'Owner#2026');
    submit();
    expect(screen.getByText('The new password must be different from the current one')).toBeInTheDocument();
    fillAll('Owner#2026', 'Fresh#Start9', 'Fresh#Start8');
    submit();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('on success signs in again with the new password (commas removed from the current one) and reloads', async () => {
    signedIn();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { calls } = mockFetch((call) =>
      call.url === '/api/login'
        ? jsonResponse(200, {
            status: 'guesty',
            token: 'new-session',
            access_token: null,
            guesty: { token: 'new-legacy' },
            pordal: null,
            user: USER,
          })
        : jsonResponse(200, { success: true }),
    );
    render();
    fillAll('Owner#,2026', 'Fresh#Start9');
    submit();
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({
      name: 'owner@example.com',
      userId: 7,
      old: 'Owner#2026',
      new: 'Fresh#Start9',
      confirm: 'Fresh#Start9',
    });
    expect(calls[1]?.url).toBe('/api/login');
    expect(JSON.parse(calls[1]?.body ?? '{}')).toMatchObject({
      username: 'owner@example.com',
      password: 'Fresh#Start9',
    });
    expect(readSession().sessionToken).toBe('new-session');
    expect(sessionStorage.getItem('password-changed')).toBe('1');
    sessionStorage.clear();
  });

  it.each([
    [403, { code: 'INCORRECT_PASSWORD', detail: 'Incorrect password' }, 'Incorrect password'],
    [
      429,
      {
        code: 'TOO_MANY_FAILED_LOGIN_ATTEMPTS',
        detail: 'Too many failed login attempts. Please try again in 15 minutes.',
      },
      'Too many failed login attempts. Please try again in 15 minutes.',
    ],
    [500, { code: 'INTERNAL', detail: 'boom' }, 'An unknown error occurred'],
  ])('a %i answer shows %j as %s', async (status, body, text) => {
    signedIn();
    mockFetch(() => jsonResponse(status, { status, title: body.code, ...body }));
    render();
    fillAll('Owner#2026', 'Fresh#Start9');
    submit();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
