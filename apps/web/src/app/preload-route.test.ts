import { propertyResponse } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { property as marinaGate } from '../features/summary/test-fixtures.ts';
import { propertyQueryOptions } from '../lib/property/get-property.ts';
import { STORAGE_KEYS } from '../lib/session/storage-keys.ts';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { createQueryClient } from './app.tsx';
import { preloadRoute } from './router.tsx';

function signIn() {
  const user = { userId: 42, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: true };
  localStorage.setItem(STORAGE_KEYS.sessionUser, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.sessionToken, 'session-abc');
  localStorage.setItem(STORAGE_KEYS.userStatus, 'pordal');
}

const propertyCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/property?id=7');

describe("start-up asks for a property page's property through the query cache (decision 077)", () => {
  it('signed in: the property is in the cache before the page asks, and the page does not ask again', async () => {
    signIn();
    const answer = { property: marinaGate };
    const { calls } = mockFetch((call) =>
      call.url === '/api/property?id=7' ? jsonResponse(200, answer) : jsonResponse(404, {}),
    );
    const queryClient = createQueryClient();
    preloadRoute('/calendar/7', queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(propertyQueryOptions(7).queryKey)).toBeDefined());
    expect(await queryClient.ensureQueryData(propertyQueryOptions(7))).toEqual(propertyResponse.parse(answer));
    expect(propertyCalls(calls)).toHaveLength(1);
  });

  it('signed out, or on a page without a property, nothing is asked', async () => {
    const { calls } = mockFetch(() => jsonResponse(404, {}));
    const queryClient = createQueryClient();
    preloadRoute('/calendar/7', queryClient);
    signIn();
    preloadRoute('/properties', queryClient);
    expect(calls.filter((call) => call.url.startsWith('/api/'))).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
