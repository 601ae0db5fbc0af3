import type { Page } from '@playwright/test';
import { paths, type RouteKey, routeEntries } from '../../apps/web/src/config/paths.ts';
import { e2eNow, expect, waitForMail } from '../fixtures.ts';

/**
 * The web app's route table (apps/web/src/config/paths.ts) as the browser tests walk it: the journeys that go over
 * "every route" take their lists from it, so a new screen is checked without an edit here.
 */
export { paths, type RouteKey };

/** Top-level routes with a page of their own, by where they sit (the redirects `/` and `/settings` have none). */
export const routeKeys = (layout: 'public-only' | 'open' | 'shell' | 'staff'): RouteKey[] =>
  routeEntries().flatMap(([key, entry]) => (entry.page && entry.layout === layout ? [key] : []));

/** Values for the path parameters of the demo's routes (`:propertyId`, `:token`, …). */
export type RouteValues = Record<string, string | number | undefined>;

/**
 * A URL of a route: each `:name` from `values`, an optional `:name?` left out when `values` has none (and everything
 * after it, as the router reads it). Throws for a required parameter without a value, so a new kind of parameter is
 * a clear failure, not a wrong URL.
 */
export function examplePath(key: RouteKey, values: RouteValues): string {
  const parts: string[] = [];
  for (const segment of paths[key].path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const name = segment.replace(/^:|\?$/g, '');
    const value = values[name];
    if (value !== undefined) parts.push(encodeURIComponent(String(value)));
    else if (segment.endsWith('?')) break;
    else throw new Error(`route ${key}: no value for :${name}`);
  }
  return `/${parts.join('/')}`;
}

/** The demo owner's ids the routes need (owner@example.com, signed in on `page`). */
export interface DemoIds {
  /** Marina Gate 1204. */
  propertyId: number;
  /** A guest reservation going on today on `propertyId`. */
  reservationCode: string;
  /** A future owner stay and its property. */
  blockPropertyId: number;
  blockId: number;
  /** A statement of `propertyId` the owner has already read (opening an unread one would mark it read). */
  statement: { year: number; month: number };
}

/** The owner API as the signed-in page calls it (basic ownerId:session), for ids the routes need. */
export async function demoIds(page: Page): Promise<DemoIds> {
  const headers = await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('session-user') ?? '{}') as { userId: number };
    const token = localStorage.getItem('session-token') ?? '';
    return { authorization: `Basic ${btoa(`${user.userId}:${token}`)}`, 'x-owner': String(user.userId) };
  });
  const get = async <T>(path: string) => (await (await page.request.get(path, { headers })).json()) as T;
  const { properties } = await get<{ properties: { id: number; nickname: string }[] }>('/api/properties?limit=50');
  const propertyId = properties.find((p) => p.nickname === 'Marina Gate 1204')?.id ?? 0;
  type Stay = {
    id: number;
    propertyId: number;
    confirmationCode: string;
    ownerReservation: boolean;
    start: string;
    status: string;
  };
  const { results } = await get<{ results: Stay[] }>('/api/reservations?limit=500');
  const now = e2eNow().toISOString();
  // The stay going on today: it is in the month the calendar opens on.
  const guest = results.find((r) => r.status === 'checked_in' && r.propertyId === propertyId);
  const block = results.find((r) => r.ownerReservation && r.start > now);
  if (!guest || !block) throw new Error('the demo owner needs a guest reservation and a future owner stay');
  const list = await page.request.post('/api/statements_list', { headers, form: { property_id: propertyId } });
  type Listed = { year: number; month: number; is_read: string };
  const statement = ((await list.json()) as { data: { data: Listed[] } }).data.data.find((s) => s.is_read === '1');
  if (!statement) throw new Error('the demo owner needs a statement already read');
  return {
    propertyId,
    reservationCode: guest.confirmationCode,
    blockPropertyId: block.propertyId,
    blockId: block.id,
    statement: { year: statement.year, month: statement.month },
  };
}

/**
 * The values a demo owner's route takes by default: Marina Gate, the statements list, and for a block's own page the
 * block and its property.
 */
export const demoValues = (key: RouteKey, ids: DemoIds): RouteValues =>
  key === 'blockEdit'
    ? { propertyId: ids.blockPropertyId, blockId: ids.blockId }
    : { propertyId: ids.propertyId, action: 'statements' };

/** A reset link's token as an owner gets it by mail (it lives an hour; opening the page does not spend it). */
export async function mintResetToken(page: Page): Promise<string> {
  const email = 'pordal@example.com';
  const requestedAt = new Date().toISOString();
  const response = await page.request.get(`/api/pordal/password/owner-forgot?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const mail = await waitForMail(email, (m) => m.receivedAt >= requestedAt);
  const token = mail.raw.replace(/=\r?\n/g, '').match(/\/new-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return token;
}
