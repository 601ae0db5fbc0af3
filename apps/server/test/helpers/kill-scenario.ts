import { createHash } from 'node:crypto';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { multipart, pdfOf } from './multipart.ts';
import type { ServerProcess } from './server-process.ts';

export const BURST_NOTE = 'fault-burst';

/** A write the server answered with success before it was killed: an owner stay or an owner-document upload. */
export type Acknowledged =
  | { kind: 'stay'; id: number; checkIn: string; checkOut: string }
  | { kind: 'upload'; id: number; sha256: string };

/** "25 acknowledged (17 stays, 8 uploads)" for the summary lines. */
export function describeBurst(acknowledged: Acknowledged[]): string {
  const uploads = acknowledged.filter((a) => a.kind === 'upload').length;
  return `${acknowledged.length} acknowledged writes (${acknowledged.length - uploads} stays, ${uploads} uploads)`;
}

const pad = (n: number) => String(n).padStart(2, '0');
function isoDay(start: Date, days: number): string {
  const d = new Date(start.getTime() + days * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * A burst of owner-stay creates and owner-document uploads (every third request, a 64 KB PDF each) against a running
 * server, killed with SIGKILL once `killAfter` were acknowledged, with more requests still in flight. Returns what
 * the server acknowledged before it died.
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
  const ownHeaders = {
    authorization: `Basic ${basic}`,
    'x-owner': String(session.user.userId),
    'x-version': '1.3.0',
  };
  const expiresAt = isoDay(new Date(), 400);
  const upload = async (index: number) => {
    const bytes = pdfOf(64 * 1024);
    bytes.write(`burst upload ${index}`, 16);
    const form = multipart([
      { name: 'doc_type_id', value: '1' },
      { name: 'expires_at', value: expiresAt },
      { name: 'propertyId', value: String(propertyIds[index % propertyIds.length]) },
      { name: 'doc_file', fileName: `burst-${index}.pdf`, contentType: 'application/pdf', bytes },
    ]);
    const response = await fetch(`${server.url}/api/owner_document`, {
      method: 'POST',
      headers: { ...ownHeaders, ...form.headers },
      body: form.payload,
    });
    if (response.status !== 201) {
      refusals.push(`upload ${response.status} ${(await response.text()).slice(0, 200)}`);
      return;
    }
    const body = (await response.json()) as { owner_document: { ownerDocId: number } };
    acknowledged.push({
      kind: 'upload',
      id: body.owner_document.ownerDocId,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    if (acknowledged.length >= killAfter && !killed) killed = server.kill9();
  };
  const worker = async () => {
    while (next < slots.length && !killed) {
      const index = next++;
      const slot = slots[index];
      if (!slot) break;
      try {
        if (index % 3 === 2) {
          await upload(index);
          continue;
        }
        const response = await fetch(`${server.url}/api/pordal/owner-reservation`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...slot, note: BURST_NOTE, occupancy: 1, accessAnswer: 'have_both' }),
        });
        if (response.status === 200 || response.status === 201) {
          const body = (await response.json()) as { id: number; checkIn: string; checkOut: string };
          acknowledged.push({ kind: 'stay', id: body.id, checkIn: body.checkIn, checkOut: body.checkOut });
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

/**
 * Every acknowledged stay is there with its audit entry; every acknowledged upload is there with its file, byte for
 * byte; and no upload left a file without its document (or a document without its file).
 */
export async function expectNothingLost(database: Database, acknowledged: Acknowledged[]): Promise<void> {
  const { db } = database;
  const uploads = acknowledged.filter((a) => a.kind === 'upload');
  expect(uploads.length, 'uploads acknowledged in the burst').toBeGreaterThan(0);
  const documents =
    uploads.length === 0
      ? []
      : await db
          .select({ id: schema.ownerDocuments.id, sha256: schema.files.sha256, stored: schema.files.data })
          .from(schema.ownerDocuments)
          .innerJoin(schema.files, eq(schema.files.id, schema.ownerDocuments.fileId))
          .where(
            inArray(
              schema.ownerDocuments.id,
              uploads.map((u) => u.id),
            ),
          );
  const documentById = new Map(documents.map((d) => [d.id, d]));
  for (const ack of uploads) {
    const stored = documentById.get(ack.id);
    expect(stored?.sha256, `acknowledged upload ${ack.id}`).toBe(ack.sha256);
    expect(
      createHash('sha256')
        .update(stored?.stored ?? Buffer.alloc(0))
        .digest('hex'),
    ).toBe(ack.sha256);
  }
  const orphanFiles = await db
    .select({ id: schema.files.id })
    .from(schema.files)
    .leftJoin(schema.ownerDocuments, eq(schema.ownerDocuments.fileId, schema.files.id))
    .where(and(eq(schema.files.purpose, 'document'), isNull(schema.ownerDocuments.id)));
  expect(orphanFiles, 'document files without their document').toEqual([]);

  const stays = await db
    .select()
    .from(schema.stays)
    .where(and(eq(schema.stays.kind, 'owner'), eq(schema.stays.note, BURST_NOTE)));
  const byId = new Map(stays.map((s) => [s.id, s]));
  for (const ack of acknowledged) {
    if (ack.kind === 'stay') expect(byId.has(ack.id), `acknowledged stay ${ack.id}`).toBe(true);
  }
  // No half-written record: the stay, its audit entry and its notice are written in one transaction.
  const ids = stays.map((s) => String(s.id));
  const audits =
    ids.length === 0 ? [] : await db.select().from(schema.auditLog).where(inArray(schema.auditLog.entityId, ids));
  const audited = new Set(audits.filter((a) => a.action.startsWith('owner_stay.')).map((a) => a.entityId));
  for (const stay of stays) expect(audited.has(String(stay.id)), `audit of stay ${stay.id}`).toBe(true);
}
