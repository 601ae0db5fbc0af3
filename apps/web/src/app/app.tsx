import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { isApiError } from '../lib/api/api-error.ts';
import { i18n } from '../lib/i18n.ts';
import { refuseWhenOffline } from '../lib/offline/offline-refusal.ts';
import type { createRouter } from './router.tsx';

const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A write without a network is refused before it is sent, never paused to be sent later (decision 099): the
    // screen says so and its form keeps what the owner typed.
    mutationCache: new MutationCache({ onMutate: refuseWhenOffline }),
    defaultOptions: {
      // One more try for a failure that may pass (no answer, 5xx); a 4xx answers the same again. Screens then show
      // LoadFailure: "Couldn't reach the server" with Retry, or their own not-found text for a 404.
      // Kept a day once unused, so the screens saved for reading offline (lib/offline) outlive a visit.
      queries: { retry: shouldRetry, staleTime: 30_000, gcTime: 24 * 60 * 60 * 1000, refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** `client`: the one start-up already filled (main.tsx); a new one when none is given (the tests). */
export function App({ router, client }: { router: ReturnType<typeof createRouter>; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
