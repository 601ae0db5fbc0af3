import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ServerProcess } from './server-process.ts';

export const BURST_NOTE = 'fault-burst';

interface Acknowledged {
  id: number;
  checkIn: string;
  checkOut: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
function isoDay(start: Date, days: number): string {
  const d = new Date(start.getTime() + days * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * A burst of owner-stay creates against a running server, killed with SIGKILL once `killAfter` were acknowledged,
 * with more requests still in flight. Returns what the server acknowledged before it died.
 */
export async function burstThenKill(server: ServerProcess, killAfter: number): Promise<Acknowledged[]> {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@example.com', password: 'Owner#2026' }),
  });
  expect(login.status).toBe(200);
  const session = (await login.json()) as { access_token: string; token: string; user: { userId: number } };
  const token = session.access_token;
  const basic = Buffer.from(`${session.user.userId}:${session.token}`).toString('base64');
  const listed = await fetch(`${server.url}/api/properties`, {
    headers: { authorization: `Basic ${basic}`, 'x-owner': String(session.user.userId), 'x-version': '1.3.0' },
  });
  expect(listed.status).toBe(200);
  const { properties } = (await listed.json()) as { properties: { id: number; pordal_id: string | null }[] };
  const propertyIds = properties.filter((p) => p.pordal_id !== null).map((p) => p.id);
  expect(propertyIds.length).toBeGreaterThan(0);

  // Three-night stays four days apart from 60 days ahead, on each of the owner's pordal properties.
  const start = new Date(Date.now() + 60 * 86_400_000);
  const slots = propertyIds.flatMap((propertyId) =>
    Array.from({ length: 90 }, (_, i) => ({
      propertyId,
      checkIn: `${isoDay(start, i * 4)}T15:00`,
      checkOut: `${isoDay(start, i * 4 + 3)}T11:00`,
    })),
  );
  const acknowledged: Acknowledged[] = [];
  const refusals: string[] = [];
  let killed: Promise<void> | null = null;
  let next = 0;
  const worker = async () => {
    while (next < slots.length && !killed) {
      const slot = slots[next++];
      if (!slot) break;
      try {
        const response = await fetch(`${server.url}/api/pordal/owner-reservation`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...slot, note: BURST_NOTE, occupancy: 1, accessAnswer: 'have_both' }),
        });
        if (response.status === 200 || response.status === 201) {
          const body = (await response.json()) as { id: number; checkIn: string; checkOut: string };
          acknowledged.push({ id: body.id, checkIn: body.checkIn, checkOut: body.checkOut });
          if (acknowledged.length >= killAfter && !killed) killed = server.kill9();
        } else if (response.status !== 409) {
          refusals.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
        }
      } catch {
        // The connection died with the server: not acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await (killed ?? server.kill9());
  // Overlaps with the demo stays answer 409; anything else means the burst was malformed.
  expect(refusals.slice(0, 3)).toEqual([]);
  return acknowledged;
}

/** Every acknowledged stay is there, unchanged, and every burst stay has its audit entry and staff notice. */
export async function expectNothingLost(database: Database, acknowledged: Acknowledged[]): Promise<void> {
  const { db } = database;
  const stays = await db
    .select()
    .from(schema.stays)
    .where(and(eq(schema.stays.kind, 'owner'), eq(schema.stays.note, BURST_NOTE)));
  const byId = new Map(stays.map((s) => [s.id, s]));
  for (const ack of acknowledged) expect(byId.has(ack.id), `acknowledged stay ${ack.id}`).toBe(true);
  // No half-written record: the stay, its audit entry and its notice are written in one transaction.
  const ids = stays.map((s) => String(s.id));
  const audits =
    ids.length === 0 ? [] : await db.select().from(schema.auditLog).where(inArray(schema.auditLog.entityId, ids));
  const audited = new Set(audits.filter((a) => a.action.startsWith('owner_stay.')).map((a) => a.entityId));
  for (const stay of stays) expect(audited.has(String(stay.id)), `audit of stay ${stay.id}`).toBe(true);
}
