import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures.ts';
import { staffHeaders as demoStaffHeaders } from '../support/staff.ts';

export const OWNER = 'owner@example.com';

/** The owner API's headers for `email` (basic ownerId:session, as the app sends them), from a sign-in of its own. */
export async function ownerHeaders(request: APIRequestContext, email = OWNER) {
  const login = await request.post('/api/login', { data: { username: email, password: DEMO_PASSWORD } });
  const { token, user } = (await login.json()) as { token: string; user: { userId: number } };
  return {
    ownerId: user.userId,
    headers: {
      authorization: `Basic ${Buffer.from(`${user.userId}:${token}`).toString('base64')}`,
      'x-owner': String(user.userId),
    },
  };
}

/** How many notifications the owner has not read, as the bell asks. */
export async function unreadCount(request: APIRequestContext, email = OWNER): Promise<number> {
  const { headers } = await ownerHeaders(request, email);
  const response = await request.get('/api/notifications/unread_count', { headers });
  return ((await response.json()) as { unread: number }).unread;
}

/** A staff member's bearer header: the demo staff member's session (password and second factor, once per run). */
export const staffHeaders = (request: APIRequestContext) => demoStaffHeaders(request);

/** Publishes a notification to the owner through the staff API, as the console does. */
export async function publishToOwner(request: APIRequestContext, ownerId: number, title: string): Promise<void> {
  const response = await request.post('/api/staff/notifications', {
    headers: await staffHeaders(request),
    data: { owner_id: ownerId, title: { en: title }, message: { en: `${title}: details inside.` } },
  });
  if (!response.ok()) throw new Error(`publish answered ${response.status()}: ${await response.text()}`);
}

/** The next `times` calls of GET `path` fail with a 500, through the journeys' server's test seam. */
export async function failNext(request: APIRequestContext, path: string, times: number): Promise<void> {
  const response = await request.post('/api/test/faults', { data: { method: 'GET', path, status: 500, times } });
  if (response.status() !== 204) throw new Error(`the fault seam answered ${response.status()}`);
}

/** No sideways scrolling at the page's width (360 px journeys). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
