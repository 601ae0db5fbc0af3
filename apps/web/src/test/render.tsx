import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `element` at `path` inside a memory router; `routes` adds the pages it may navigate to. */
export function renderRoute(options: {
  path: string;
  url: string;
  element: ReactElement;
  routes?: { path: string; element: ReactElement }[];
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: options.path, element: options.element }, ...(options.routes ?? [])], {
    initialEntries: [options.url],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
