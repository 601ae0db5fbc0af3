import type { CalendarResponse, PropertiesResponse, Reservation } from '@portal/contract';
import { seedDemo } from '@portal/db/seed';
import { addDays, dayAppearance, localDateOf, visibleEvents } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

const NOW = new Date('2026-06-15T08:00:00Z');
let ctx: TestContext;
let headers: Record<string, string>;
let marina: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set(NOW);
  await seedDemo(ctx.database.db, NOW);
  headers = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/properties', headers })).json() as PropertiesResponse;
  marina = list.properties.find((p) => p.nickname === 'Marina Gate 1204')?.id ?? 0;
});

afterAll(async () => ctx.close());

/** Marina's calendar days from today on. */
async function daysAhead(count: number) {
  const today = localDateOf(NOW, 'Asia/Dubai');
  const url = `/api/calendar?listingId=${marina}&from=${today}&to=${addDays(today, count)}`;
  return ((await ctx.app.inject({ method: 'GET', url, headers })).json() as CalendarResponse).days;
}

describe('demo data for the properties and calendar screens', () => {
  it('gives the main demo owner properties on both systems with bedrooms −1, 0, 1, 3 and an inactive one', async () => {
    const { properties, totalProperties } = (
      await ctx.app.inject({ method: 'GET', url: '/api/properties', headers })
    ).json() as PropertiesResponse;
    expect(totalProperties).toBe(5);
    expect(new Set(properties.map((p) => p.is_pordal))).toEqual(new Set([0, 1]));
    expect(properties.map((p) => p.bedrooms)).toEqual(expect.arrayContaining([-1, 0, 1, 3]));
    expect(properties.some((p) => !p.is_active)).toBe(true);
    expect(properties.every((p) => p.picture === null || p.picture.startsWith('/demo/'))).toBe(true);
  });

  it('gives the legacy owner more than one page of properties', async () => {
    const legacy = ownHeaders(await signIn(ctx.app, 'legacy@example.com'));
    const page = (
      await ctx.app.inject({ method: 'GET', url: '/api/properties?limit=12&page=3', headers: legacy })
    ).json();
    expect(page.totalProperties).toBe(25);
    expect(page.properties).toHaveLength(1);
  });

  it('shows every calendar rule around today: ongoing, parked, imported block, tasks', async () => {
    const today = localDateOf(NOW, 'Asia/Dubai');
    const from = addDays(today, -40);
    const to = addDays(today, 120);
    const { days } = (
      await ctx.app.inject({ method: 'GET', url: `/api/calendar?listingId=${marina}&from=${from}&to=${to}`, headers })
    ).json() as CalendarResponse;
    const todayCell = days.find((d) => d.date === today);
    expect(todayCell?.reservation?.status).toBe('checked_in');
    expect(days.some((d) => d.reservation?.isParked)).toBe(true);
    expect(days.some((d) => dayAppearance(d) === 'booked' && d.blocks.m)).toBe(true);
    expect(days.some((d) => d.blocks.m && dayAppearance(d) === 'unavailable')).toBe(true);
    const tasks = new Map(days.flatMap((d) => d.tasks.map((t) => [t.id, t] as const)));
    expect(tasks.size).toBeGreaterThanOrEqual(3);
    const { results } = (
      await ctx.app.inject({ method: 'GET', url: `/api/reservations?listingId=${marina}&limit=500`, headers })
    ).json() as { results: Reservation[] };
    const events = [
      ...results.map((r) => ({
        id: r.confirmationCode,
        isTask: false,
        start: new Date(r.start),
        end: new Date(r.end),
      })),
      ...[...tasks.values()].map((t) => ({
        id: t.title,
        isTask: true,
        start: new Date(t.checkIn),
        end: new Date(t.checkOut),
      })),
    ];
    const shown = visibleEvents(events).map((e) => e.id);
    expect(shown).not.toContain('Plumbing check');
    expect(shown).toEqual(
      expect.arrayContaining([
        'AC maintenance',
        'Pest control',
        'Pool cleaning',
        'Pre-arrival inspection',
        'Linen delivery',
      ]),
    );
  });

  it('has a day with two tasks, each carried by the day (decision 042)', async () => {
    const days = await daysAhead(120);
    const busy = days.find((d) => d.tasks.length >= 2);
    expect(busy?.tasks.map((t) => t.title)).toEqual(['AC maintenance', 'Pest control']);
    expect(busy?.task?.title).toBe('AC maintenance');
  });

  // docs/product/calendar.md#day-appearance: a booked day with a task shows no status, whatever its reservation (decision 084). The parked
  // stay's first night and a confirmed stay's first night each have a visible task starting before check-in.
  it('has booked days with a task, parked and confirmed, which show no status', async () => {
    const days = await daysAhead(120);
    const dayOf = (title: string) => days.find((d) => d.tasks.some((t) => t.title === title));
    const parked = dayOf('Pre-arrival inspection');
    expect(parked).toMatchObject({ status: 'booked', blocks: { t: true }, reservation: { isParked: true } });
    expect(parked && dayAppearance(parked)).toBeNull();
    const confirmed = dayOf('Linen delivery');
    expect(confirmed).toMatchObject({
      status: 'booked',
      blocks: { t: true },
      reservation: { status: 'confirmed', isParked: false },
    });
    expect(confirmed && dayAppearance(confirmed)).toBeNull();
    // Every booked day with a task shows none: these two and the night of the hidden 'Plumbing check'.
    const booked = days.filter((d) => d.status === 'booked' && d.blocks.t);
    expect(booked.map((d) => d.tasks.map((t) => t.title).join()).sort()).toEqual([
      'Linen delivery',
      'Plumbing check',
      'Pre-arrival inspection',
    ]);
    expect(booked.every((d) => dayAppearance(d) === null)).toBe(true);
  });

  it('spreads reservations over the past 18 months (for 18 months of statements) and the next 4, on several platforms', async () => {
    const { results } = (
      await ctx.app.inject({ method: 'GET', url: `/api/reservations?listingId=${marina}&limit=500`, headers })
    ).json() as { results: Reservation[] };
    const starts = results.map((r) => r.start).sort();
    expect(starts[0] ?? '').toMatch(/^2024-1[12]/);
    expect((starts.at(-1) ?? '') > '2026-09-15').toBe(true);
    expect(new Set(results.map((r) => r.source).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
    const stats = await ctx.app.inject({
      method: 'POST',
      url: '/api/statistics',
      headers,
      payload: { property_id: marina, month: 5, year: 2026 },
    });
    expect(stats.json().data.nights).toBeGreaterThan(0);
    expect(stats.json().data.earning).toBeGreaterThan(0);
  });
});
