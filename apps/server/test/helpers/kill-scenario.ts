import { createHash } from 'node:crypto';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { multipart, pdfOf } from './multipart.ts';
import type { ServerProcess } from './server-process.ts';

export const BURST_NOTE = 'fault-burst';

/** A write the server answered with success before it was killed: an owner stay, an upload or a survey save. */
export type Acknowledged =
  | { kind: 'stay'; id: number; checkIn: string; checkOut: string }
  | { kind: 'upload'; id: number; sha256: string }
  | { kind: 'survey'; propertyId: number; sequence: number };

/** What the burst sent and what the server acknowledged before it died. */
export interface Burst {
  acknowledged: Acknowledged[];
  /**
   * Every survey save sent, acknowledged or not, in the order sent. Each property has one client saving it, one save
   * at a time, so a property's saves commit in the order they were sent.
   */
  surveySaves: { propertyId: number; sequence: number }[];
}

/** "25 acknowledged writes (14 stays, 7 uploads, 4 survey saves)" for the summary lines. */
export function describeBurst(burst: Burst): string {
  const of = (kind: Acknowledged['kind']) => burst.acknowledged.filter((a) => a.kind === kind).length;
  return `${burst.acknowledged.length} acknowledged writes (${of('stay')} stays, ${of('upload')} uploads, ${of('survey')} survey saves)`;
}

/** The value a survey save writes both to a bound property column and to the survey's own answers. */
const surveyValue = (sequence: number) => `burst-survey-${sequence}`;

const pad = (n: number) => String(n).padStart(2, '0');
function isoDay(start: Date, days: number): string {
  const d = new Date(start.getTime() + days * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * A burst of owner-stay creates and owner-document uploads (every third request, a 64 KB PDF each) from eight
 * clients, and beside them one client per property of the owner saving that property's survey over and over (each
 * save one transaction writing a property column and the survey's answers), against a running server, killed with SIGKILL once `killAfter` writes
 * were acknowledged (at least three survey saves among them), with more requests still in flight. Returns what the
 * server acknowledged before it died.
 */
export async function burstThenKill(server: ServerProcess, killAfter: number): Promise<Burst> {
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
  const surveyPropertyIds = properties.map((p) => p.id);

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
  const surveySaves: Burst['surveySaves'] = [];
  const refusals: string[] = [];
  let killed: Promise<void> | null = null;
  let next = 0;
  let slotsDone = false;
  const maybeKill = () => {
    const surveys = acknowledged.filter((a) => a.kind === 'survey').length;
    if (acknowledged.length >= killAfter && surveys >= 3 && !killed) killed = server.kill9();
  };
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
    maybeKill();
  };
  // One save at a time per property, so a property's saves commit in the order they were sent.
  const surveyWorker = async (propertyId: number) => {
    while (!killed && !slotsDone) {
      const sequence = surveySaves.length + 1;
      surveySaves.push({ propertyId, sequence });
      const value = surveyValue(sequence);
      try {
        const response = await fetch(`${server.url}/api/owner_survey?propertyId=${propertyId}`, {
          method: 'POST',
          headers: { ...ownHeaders, 'content-type': 'application/json' },
          body: JSON.stringify({
            sections: [
              {
                id: 'property_details',
                answers: {
                  has_parking: false,
                  wifi_name: value,
                  wifi_pass: `pass-${sequence}`,
                  max_guests: 1 + (sequence % 30),
                  furnishing: 'full',
                  access_notes: value,
                },
              },
            ],
          }),
        });
        if (response.status !== 200) {
          refusals.push(`survey ${response.status} ${(await response.text()).slice(0, 200)}`);
          return;
        }
        await response.arrayBuffer();
        acknowledged.push({ kind: 'survey', propertyId, sequence });
        maybeKill();
      } catch {
        // The connection died with the server: not acknowledged.
      }
    }
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
          maybeKill();
        } else if (response.status !== 409) {
          refusals.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
        }
      } catch {
        // The connection died with the server: not acknowledged.
      }
    }
  };
  const stayWorkers = Promise.all(Array.from({ length: 8 }, worker)).finally(() => {
    slotsDone = true;
  });
  await Promise.all([stayWorkers, ...surveyPropertyIds.map(surveyWorker)]);
  await (killed ?? server.kill9());
  // Overlaps with the demo stays answer 409; anything else means the burst was malformed.
  expect(refusals.slice(0, 3)).toEqual([]);
  return { acknowledged, surveySaves };
}

/**
 * Every acknowledged stay is there with its audit entry; every acknowledged upload is there with its file, byte for
 * byte; no upload left a file without its document (or a document without its file); and every property's survey
 * holds its last acknowledged save or the one save still in flight after it, in the property's column and in the
 * survey's answers alike (one save, never half of one).
 */
export async function expectNothingLost(database: Database, burst: Burst): Promise<void> {
  const { acknowledged } = burst;
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

  await expectSurveySavesKept(database, burst);
}

/** Per property: the newest acknowledged survey save, or the one sent after it (in flight at the kill), in full. */
async function expectSurveySavesKept(database: Database, burst: Burst): Promise<void> {
  const saves = burst.acknowledged.filter((a) => a.kind === 'survey');
  expect(saves.length, 'survey saves acknowledged in the burst').toBeGreaterThanOrEqual(3);
  const propertyIds = [...new Set(saves.map((save) => save.propertyId))];
  const rows = await database.db
    .select({
      propertyId: schema.properties.id,
      column: schema.properties.wifiName,
      answers: schema.ownerSurveys.answers,
    })
    .from(schema.properties)
    .leftJoin(
      schema.ownerSurveys,
      and(eq(schema.ownerSurveys.propertyId, schema.properties.id), eq(schema.ownerSurveys.kind, 'property')),
    )
    .where(inArray(schema.properties.id, propertyIds));
  for (const propertyId of propertyIds) {
    const newest = Math.max(...saves.filter((s) => s.propertyId === propertyId).map((s) => s.sequence));
    // Sent one at a time: only the save sent right after the last acknowledged one can have committed unanswered.
    const inFlight = burst.surveySaves.filter((s) => s.propertyId === propertyId).at(-1);
    const allowed = [newest, ...(inFlight && inFlight.sequence > newest ? [inFlight.sequence] : [])].map(surveyValue);
    const row = rows.find((candidate) => candidate.propertyId === propertyId);
    const inAnswers = (row?.answers as Record<string, Record<string, unknown>> | null)?.property_details?.access_notes;
    expect(allowed, `survey save of property ${propertyId}`).toContain(row?.column);
    // The column and the survey's own answers come from the same save: no save was half-written.
    expect(inAnswers, `survey answers of property ${propertyId}`).toBe(row?.column);
  }
}
