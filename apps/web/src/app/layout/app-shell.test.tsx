import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/session/storage-keys.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { routes } from '../router.tsx';

function renderApp(url: string, queryClient = new QueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function signInAs(options: { admin?: boolean; adminName?: string } = {}) {
  if (options.adminName) localStorage.setItem(STORAGE_KEYS.adminName, options.adminName);
  localStorage.setItem(
    STORAGE_KEYS.sessionUser,
    JSON.stringify({ userId: 1, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: true }),
  );
  localStorage.setItem(options.admin ? STORAGE_KEYS.adminSessionToken : STORAGE_KEYS.sessionToken, 'token');
  localStorage.setItem(STORAGE_KEYS.userStatus, 'both');
}

describe('routing and shell', () => {
  it('sends a signed-out visitor of a shell route to /login', async () => {
    mockFetch(() => jsonResponse(200, {}));
    const router = renderApp('/calendar/3');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in owner away from /login to /properties', async () => {
    signInAs();
    mockFetch(() => jsonResponse(200, {}));
    const router = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/properties');
  });

  it('shows the navigation with the current year in the footer, and the admin banner only for admin sessions', async () => {
    signInAs({ admin: true });
    mockFetch(() => jsonResponse(200, {}));
    renderApp('/calendar/3');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Maintenance' })).toHaveAttribute('href', '/documents/maintenance/3');
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(`© ${new Date().getFullYear()} Owner Portal. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByText(/An administrator is signed in as Olivia Owens/)).toBeInTheDocument();
  });

  it('names both the staff member and the owner while staff is signed in as the owner', async () => {
    signInAs({ admin: true, adminName: 'Sam Staff' });
    mockFetch(() => jsonResponse(200, {}));
    renderApp('/calendar/3');
    expect(
      await screen.findByText(
        "Sam Staff of the management company is signed in as the owner Olivia Owens. Everything done here is recorded under Sam Staff's name.",
      ),
    ).toBeInTheDocument();
  });

  it('disables Calendar and Statements on the property list and has no admin banner for an owner session', async () => {
    signInAs();
    mockFetch(() => jsonResponse(200, {}));
    renderApp('/properties');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Calendar').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).queryByText('Maintenance')).toBeNull();
    expect(screen.queryByText(/An administrator is signed in/)).toBeNull();
  });

  it('the top-bar search box writes ?q= on the property list', async () => {
    signInAs();
    mockFetch(() => jsonResponse(200, {}));
    const router = renderApp('/properties');
    fireEvent.input(await screen.findByRole('searchbox', { name: 'Search properties' }), {
      target: { value: 'marina' },
    });
    expect(router.state.location.search).toBe('?q=marina');
  });
});

describe('clicking the active entry', () => {
  it('reloads its data and stays on the page', async () => {
    signInAs();
    mockFetch(() => jsonResponse(200, {}));
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const router = renderApp('/calendar/3', queryClient);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Calendar' }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/calendar/3');
    fireEvent.click(within(nav).getByRole('link', { name: 'Help' }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/help/3');
  });
});
