import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBackButtonTo } from './use-back-button.ts';

const listeners: { event: string; handler: () => void; remove: ReturnType<typeof vi.fn> }[] = [];

vi.mock('@capacitor/app', () => ({
  App: {
    addListener: vi.fn(async (event: string, handler: () => void) => {
      const entry = { event, handler, remove: vi.fn(async () => {}) };
      listeners.push(entry);
      return { remove: entry.remove };
    }),
  },
}));

function Help() {
  useBackButtonTo('/properties');
  return <p>help</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/help', element: <Help /> },
      { path: '/properties', element: <p>properties</p> },
    ],
    { initialEntries: ['/calendar/3', url], initialIndex: 1 },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

afterEach(() => {
  listeners.length = 0;
  delete window.__OWNER_PORTAL_NATIVE__;
});

describe('useBackButtonTo', () => {
  it('in the native wrapper, the device back button goes to /properties, and the listener goes with the page', async () => {
    window.__OWNER_PORTAL_NATIVE__ = { platform: 'android', version: '1.3.0' };
    const { router, unmount } = renderAt('/help');
    await waitFor(() => expect(listeners.map((l) => l.event)).toEqual(['backButton']));
    await act(async () => {
      listeners[0]?.handler();
    });
    expect(router.state.location.pathname).toBe('/properties');
    unmount();
    expect(listeners[0]?.remove).toHaveBeenCalledTimes(1);
  });

  it('on the web nothing listens', async () => {
    window.__OWNER_PORTAL_NATIVE__ = { platform: 'web', version: null };
    renderAt('/help');
    await act(async () => {});
    expect(listeners).toEqual([]);
  });
});
