import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/session/storage-keys.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const loginOk = {
  status: 'pordal',
  token: 'session-1',
  access_token: 'access-1',
  guesty: null,
  pordal: { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 },
  user: { userId: 3, name: 'pordal@example.com', fullName: 'Paula Pordal', isPordalUser: true },
};

function renderLogin() {
  return renderRoute({
    path: '/login',
    url: '/login',
    element: <LoginPage />,
    routes: [{ path: '/properties', element: <p>property list</p> }],
  });
}

const fill = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('LoginPage', () => {
  it('focuses the first wrong field on submit, and takes a message away as soon as the field is fixed', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, loginOk));
    renderLogin();
    fill(/^password$/i, 'typed secret');
    submit();
    expect(await screen.findByText('E-mail field is required. Please enter a valid value.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^e-mail$/i)).toHaveFocus();
    expect(screen.getByLabelText(/^password$/i)).toHaveValue('typed secret');
    fill(/^e-mail$/i, 'owner@example.com');
    expect(screen.queryByText('E-mail field is required. Please enter a valid value.')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    // Enter in a field submits the form (a submit button inside it).
    fireEvent.submit(screen.getByLabelText(/^password$/i).closest('form') as HTMLFormElement);
    expect(await screen.findByText('property list')).toBeInTheDocument();
  });

  it('shows the spec texts for missing fields and an invalid e-mail, without calling the server', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, loginOk));
    renderLogin();
    submit();
    expect(await screen.findByText('E-mail field is required. Please enter a valid value.')).toBeInTheDocument();
    expect(screen.getByText('Password field is required. Please enter a valid value.')).toBeInTheDocument();
    fill(/^e-mail$/i, 'owner@example');
    submit();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed e-mail and the password without commas, stores the session and goes to /properties', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, loginOk));
    renderLogin();
    fill(/^e-mail$/i, '  pordal@example.com ');
    fill(/^password$/i, 'Owner,#2026');
    submit();
    expect(await screen.findByText('property list')).toBeInTheDocument();
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ username: 'pordal@example.com', password: 'Owner#2026' });
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('session-1');
    expect(localStorage.getItem(STORAGE_KEYS.userStatus)).toBe('pordal');
  });

  it("shows 'Username does not exist or password is incorrect' on a 401 and keeps what was typed", async () => {
    mockFetch(() => jsonResponse(401, { status: 401, code: 'INVALID_CREDENTIALS', detail: 'x' }));
    renderLogin();
    fill(/^e-mail$/i, 'owner@example.com');
    fill(/^password$/i, 'wrong');
    submit();
    expect(await screen.findByText('Username does not exist or password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/^e-mail$/i)).toHaveValue('owner@example.com');
    expect(screen.getByLabelText(/^password$/i)).toHaveValue('wrong');
  });

  it("shows the server's lockout message under the password for TOO_MANY_FAILED_LOGIN_ATTEMPTS", async () => {
    const detail = 'Too many failed login attempts. Please try again in 15 minutes.';
    mockFetch(() => jsonResponse(429, { status: 429, code: 'TOO_MANY_FAILED_LOGIN_ATTEMPTS', detail }));
    renderLogin();
    fill(/^e-mail$/i, 'owner@example.com');
    fill(/^password$/i, 'wrong');
    submit();
    const message = await screen.findByText(detail);
    expect(screen.getByLabelText(/^password$/i)).toHaveAttribute('aria-describedby', message.id);
    expect(screen.queryByText('Username does not exist or password is incorrect')).toBeNull();
  });

  it('toggles the password visibility', () => {
    mockFetch(() => jsonResponse(200, loginOk));
    renderLogin();
    const input = screen.getByLabelText(/^password$/i);
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
