import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/session/storage-keys.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';

const adminOk = {
  status: 'guesty',
  token: 'admin-session',
  access_token: null,
  guesty: { token: 'legacy-9' },
  pordal: null,
  user: { userId: 9, name: 'legacy@example.com', fullName: 'Leo Legacy', isPordalUser: false },
  accepted: true,
  owner_data: { id: 9, pordal_id: null, email: 'legacy@example.com', full_name: 'Leo Legacy' },
  acting_admin: 'staff@example.com',
};

function renderAdminLogin() {
  return renderRoute({
    path: '/admin-login/:token',
    url: '/admin-login/link-token',
    element: <AdminLoginPage />,
    routes: [{ path: '/properties', element: <p>property list</p> }],
  });
}

describe('AdminLoginPage', () => {
  it('signs out the current owner, posts the token as a form and stores an admin session', async () => {
    localStorage.setItem(
      STORAGE_KEYS.sessionUser,
      JSON.stringify({ userId: 1, name: 'a', fullName: 'A', isPordalUser: false }),
    );
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'previous-session');
    const { calls } = mockFetch((call) =>
      call.url === '/api/login_as_admin' ? jsonResponse(200, adminOk) : jsonResponse(200, { success: true }),
    );
    renderAdminLogin();
    expect(screen.getByText('Logging in as an admin')).toBeInTheDocument();
    expect(await screen.findByText('property list')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/logout', '/api/login_as_admin']);
    expect(calls[1]?.body).toBe('token=link-token');
    expect(localStorage.getItem(STORAGE_KEYS.adminSessionToken)).toBe('admin-session');
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBeNull();
  });

  it('on failure clears storage and shows the spec header and text', async () => {
    mockFetch(() => jsonResponse(400, { code: 'TOKEN_INVALID', detail: 'used' }));
    localStorage.setItem(STORAGE_KEYS.selectedProperty, '4');
    renderAdminLogin();
    expect(
      await screen.findByRole('heading', { name: 'An error has occured while logging in as an admin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('An error occured')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.selectedProperty)).toBeNull();
  });
});
