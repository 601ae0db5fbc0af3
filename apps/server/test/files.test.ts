import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { schema } from '@portal/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseFileStore } from '../src/files/database-file-store.ts';
import { attachmentDisposition, safeFileName, sendStoredFile } from '../src/files/download.ts';
import { readUpload, type UploadLimits, uploadLimits } from '../src/files/upload.ts';
import type { App } from '../src/types.ts';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { type FormPart, multipart, pdfOf } from './helpers/multipart.ts';
import { rowsWrittenSince } from './helpers/snapshot.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// The upload pieces (per-route limits, FileStore, download helper) are proved first on routes that exist in this test
// only, where each limit can be set on its own; the hostile set then runs against every product route that takes a
// file: owner documents, utility bills, and the staff's statement PDFs and maintenance and furnishing invoices.
const files = createDatabaseFileStore();
const SMALL = uploadLimits({ fileSize: 4096 });
const LARGER = uploadLimits({ fileSize: 64 * 1024, fields: 2, parts: 3 });

async function testRoutes(app: App) {
  const upload = (limits: UploadLimits) => async (request: FastifyRequest) => {
    const file = await readUpload(request, limits);
    const ownerId = file.fields.ownerId ? Number(file.fields.ownerId) : null;
    return ctx.database.db.transaction((tx) =>
      files.put(tx, {
        ownerId,
        purpose: 'document',
        fileName: file.fileName,
        contentType: file.contentType,
        bytes: file.bytes,
      }),
    );
  };
  app.post('/test/upload-small', async (request, reply) => reply.status(201).send(await upload(SMALL)(request)));
  app.post('/test/upload-larger', async (request, reply) => reply.status(201).send(await upload(LARGER)(request)));
  app.post('/test/upload-default', async (request, reply) =>
    reply.status(201).send(await upload(uploadLimits({}))(request)),
  );
  app.get<{ Params: { id: string } }>('/test/files/:id', async (request, reply) => {
    const opened = await files.open(ctx.database.db, request.params.id);
    if (!opened)
      return reply.status(404).send({ status: 404, code: 'NOT_FOUND', title: 'NOT_FOUND', detail: 'no file' });
    return sendStoredFile(reply, opened);
  });
}

// The demo data holds files of its own (owner documents, utility bills); counts here are of files a test stored.
let seededFiles = 0;
/** The demo owner's session, a staff session, the owner's Marina property and one of its published statements. */
const fixture = {
  owner: {} as Record<string, string>,
  staff: {} as Record<string, string>,
  marina: 0,
  statement: { id: 0, year: 0, month: 0 },
};
const ctx = useTestApp({
  seeded: true,
  files,
  routes: testRoutes,
  setup: async (ctx) => {
    seededFiles = (await ctx.database.db.select({ n: count() }).from(schema.files))[0]?.n ?? 0;
    fixture.owner = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
    fixture.staff = bearer((await createStaffToken(ctx.database.db, 'uploads-staff@test.local')).token);
    const [marina] = await ctx.database.db
      .select({ id: schema.properties.id })
      .from(schema.properties)
      .where(eq(schema.properties.nickname, 'Marina Gate 1204'));
    fixture.marina = marina?.id ?? 0;
    const [statement] = await ctx.database.db
      .select({ id: schema.statements.id, year: schema.statements.year, month: schema.statements.month })
      .from(schema.statements)
      .where(and(eq(schema.statements.propertyId, fixture.marina), eq(schema.statements.status, 'published')))
      .orderBy(desc(schema.statements.year), desc(schema.statements.month))
      .limit(1);
    if (!statement) throw new Error('the demo data has a published statement for Marina Gate 1204');
    fixture.statement = statement;
  },
});

/** Hostile uploads tried and how they were answered; printed as one summary line. */
const tally = {
  tried: 0,
  refused: new Map<number, number>(),
  kept: 0,
  refusedThatWrote: 0,
  routes: new Set<string>(),
  mostRead: 0,
};
afterAll(() => {
  const refusals = [...tally.refused.entries()].sort(([a], [b]) => a - b);
  const total = refusals.reduce((sum, [, n]) => sum + n, 0);
  console.info(
    `uploads (${ctx.database.kind}): ${tally.tried} hostile uploads to ${tally.routes.size} product routes, ${total} refused ` +
      `(${refusals.map(([status, n]) => `${status}×${n}`).join(' ')}), ${tally.kept} kept as safe files, ` +
      `${tally.refusedThatWrote} refused uploads wrote; of an 11 MB body at most ${(tally.mostRead / 1024 / 1024).toFixed(1)} MB read before the 413`,
  );
});
const counted = (route: string, response: { statusCode: number }) => {
  tally.tried++;
  tally.routes.add(route);
  if (response.statusCode >= 400)
    tally.refused.set(response.statusCode, (tally.refused.get(response.statusCode) ?? 0) + 1);
  else tally.kept++;
};

/** Bytes the server had read from the connection when it wrote the answer's status line, by request URL. */
const readWhenAnswered = new Map<string, number>();

/** One listening address for the tests that need a real socket (a body sent while the answer comes back). */
let address: Promise<string> | undefined;
const listening = () => {
  address ??= (async () => {
    ctx.app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      const writeHead = response.writeHead;
      response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
        readWhenAnswered.set(request.url ?? '', request.socket.bytesRead);
        return writeHead.apply(this, args);
      } as ServerResponse['writeHead'];
    });
    return ctx.app.listen({ port: 0, host: '127.0.0.1' });
  })();
  return address;
};

/**
 * Sends an 11 MB multipart body over a real socket, as fast as the socket takes it, and stops when the answer comes:
 * how much had been sent by then shows whether the server read it all.
 */
async function sendElevenMegabytes(
  path: string,
  headers: Record<string, string>,
  options: { declared: boolean } = { declared: true },
): Promise<{ status: number; sentWhenAnswered: number; readWhenAnswered: number; total: number; body: string }> {
  const { port } = new URL(await listening());
  const boundary = '----hostile11mb';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const total = 11 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(port),
        method: 'POST',
        path,
        // A connection of its own, so the bytes the server read from it are this request's.
        agent: false,
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          // Without a declared length the body goes chunked, and only the file's own limit can stop it.
          ...(options.declared ? { 'content-length': total } : {}),
        },
      },
      (response) => {
        answered = true;
        const sentWhenAnswered = sent;
        let body = '';
        response.on('data', (data: Buffer) => {
          body += data.toString();
        });
        response.on('end', () => {
          const read = readWhenAnswered.get(path) ?? Number.POSITIVE_INFINITY;
          resolve({ status: response.statusCode ?? 0, sentWhenAnswered, readWhenAnswered: read, total, body });
          request.destroy();
        });
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < total) {
        const piece = sent === 0 ? head : chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!request.write(piece)) return request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

const send = (url: string, parts: FormPart[]) => ctx.app.inject({ method: 'POST', url, ...multipart(parts) });
const pdfPart = (bytes: Uint8Array, fileName = 'statement.pdf'): FormPart => ({
  name: 'file',
  fileName,
  contentType: 'application/pdf',
  bytes,
});
const storedCount = async () =>
  ((await ctx.database.db.select({ n: count() }).from(schema.files))[0]?.n ?? 0) - seededFiles;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('uploads through @fastify/multipart with per-route limits', () => {
  it('stores a file within its route limit and reads back the same bytes and sha256', async () => {
    const bytes = pdfOf(4096);
    const [owner] = await ctx.database.db.select().from(schema.owners).limit(1);
    const response = await send('/test/upload-small', [{ name: 'ownerId', value: String(owner?.id) }, pdfPart(bytes)]);
    expect(response.statusCode, response.body).toBe(201);
    const { id, sha256: digest, byteSize } = response.json();
    expect({ digest, byteSize }).toEqual({ digest: sha256(bytes), byteSize: 4096 });

    expect(await files.get(ctx.database.db, id)).toMatchObject({
      id,
      ownerId: owner?.id,
      purpose: 'document',
      fileName: 'statement.pdf',
      contentType: 'application/pdf',
      byteSize: 4096,
      sha256: sha256(bytes),
    });
    const download = await ctx.app.inject({ method: 'GET', url: `/test/files/${id}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(sha256(download.rawPayload)).toBe(digest);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '4096',
      'content-disposition': `attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('refuses a file over the route limit with 413 and the error shape, and stores nothing', async () => {
    const response = await send('/test/upload-small', [pdfPart(pdfOf(4097))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 413,
      code: 'FILE_TOO_LARGE',
      title: 'FILE_TOO_LARGE',
      detail: 'The file is larger than 4096 bytes.',
    });
    expect(await storedCount()).toBe(0);
  });

  it('lets each route set its own limit: the same file fits the larger route', async () => {
    const bytes = pdfOf(5000);
    expect((await send('/test/upload-small', [pdfPart(bytes)])).statusCode).toBe(413);
    const response = await send('/test/upload-larger', [pdfPart(bytes)]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().sha256).toBe(sha256(bytes));
    expect(await storedCount()).toBe(1);
  });

  it('keeps the small defaults for a route that sets none: 1 MiB, one file', async () => {
    const tooBig = await send('/test/upload-default', [pdfPart(pdfOf(1024 * 1024 + 1))]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('FILE_TOO_LARGE');
    const twoFiles = await send('/test/upload-default', [pdfPart(pdfOf(10)), pdfPart(pdfOf(10), 'second.pdf')]);
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json()).toMatchObject({
      status: 413,
      code: 'UPLOAD_TOO_MANY_PARTS',
      title: 'UPLOAD_TOO_MANY_PARTS',
    });
    const tooManyFields = await send('/test/upload-larger', [
      { name: 'a', value: '1' },
      { name: 'b', value: '2' },
      { name: 'c', value: '3' },
      pdfPart(pdfOf(10)),
    ]);
    expect(tooManyFields.statusCode).toBe(413);
    expect(tooManyFields.json().code).toBe('UPLOAD_TOO_MANY_PARTS');
    expect(await storedCount()).toBe(0);
  });

  it('judges the file by its content: HTML named .pdf is refused with 415, a PNG named .pdf is kept as a PNG', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const refused = await send('/test/upload-small', [pdfPart(html, 'statement.pdf')]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
      title: 'UNSUPPORTED_FILE_TYPE',
    });
    expect(await storedCount()).toBe(0);

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const kept = await send('/test/upload-small', [pdfPart(png, 'photo.pdf')]);
    expect(kept.statusCode, kept.body).toBe(201);
    const download = await ctx.app.inject({ method: 'GET', url: `/test/files/${kept.json().id}` });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="photo.pdf.png"; filename*=UTF-8''photo.pdf.png`,
    );
  });

  it('answers 400 for a request without a file or not multipart, and stores nothing', async () => {
    const noFile = await send('/test/upload-small', [{ name: 'note', value: 'hello' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', detail: 'The upload has no file.' });
    const json = await ctx.app.inject({ method: 'POST', url: '/test/upload-small', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'Expected multipart/form-data.' });
    expect(await storedCount()).toBe(0);
  });
});

describe('hostile uploads', () => {
  const png = (width: number, height: number) => {
    const bytes = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    return bytes;
  };

  it('refuses a renamed executable and an SVG with a script, whatever they claim to be', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, fileName, contentType] of [
      [exe, 'invoice.pdf', 'application/pdf'],
      [svg, 'photo.png', 'image/png'],
      [svg, 'photo.svg', 'image/svg+xml'],
    ] as const) {
      const refused = await send('/test/upload-small', [{ name: 'file', fileName, contentType, bytes }]);
      expect(refused.statusCode, fileName).toBe(415);
      expect(refused.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    }
    expect(await storedCount()).toBe(0);
  });

  it('keeps a PDF/HTML polyglot only as a PDF: served as an attachment, application/pdf, never sniffed as HTML', async () => {
    const polyglot = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>');
    const kept = await send('/test/upload-small', [pdfPart(polyglot, 'page.html')]);
    expect(kept.statusCode, kept.body).toBe(201);
    const download = await ctx.app.inject({ method: 'GET', url: `/test/files/${kept.json().id}` });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="page\.html\.pdf"/);
  });

  it('refuses an image declaring enormous dimensions before anything decodes it, and stores nothing', async () => {
    const bomb = await send('/test/upload-small', [
      { name: 'file', fileName: 'bomb.png', contentType: 'image/png', bytes: png(100_000, 100_000) },
    ]);
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json()).toMatchObject({ status: 422, code: 'IMAGE_TOO_LARGE' });
    expect(await storedCount()).toBe(0);
    const fine = await send('/test/upload-small', [
      { name: 'file', fileName: 'ok.png', contentType: 'image/png', bytes: png(1200, 800) },
    ]);
    expect(fine.statusCode).toBe(201);
  });

  it('stores a traversal file name as a plain name: no folders reach the store', async () => {
    for (const fileName of ['../../x.pdf', '..\\..\\windows\\x.pdf', '/etc/passwd']) {
      const kept = await send('/test/upload-small', [pdfPart(pdfOf(100), fileName)]);
      expect(kept.statusCode, kept.body).toBe(201);
      const [row] = await ctx.database.db.select().from(schema.files).where(eq(schema.files.id, kept.json().id));
      expect(row?.fileName).not.toMatch(/[/\\]|\.\./);
    }
  });

  it('answers 400, not 500, to a multipart body cut short, and stores nothing', async () => {
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/test/upload-small',
      headers: { 'content-type': 'multipart/form-data; boundary=----cut' },
      payload:
        '------cut\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 and then nothing',
    });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await storedCount()).toBe(0);
  });

  it('answers 413 to an 11 MB body while it is still being sent: the server does not read it all', async () => {
    const { status, sentWhenAnswered, readWhenAnswered, total, body } = await sendElevenMegabytes(
      '/test/upload-small',
      {},
    );
    expect(status, body).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    expect(sentWhenAnswered).toBeLessThan(total);
    expect(readWhenAnswered).toBeLessThan(total);
    expect(await storedCount()).toBe(0);
  });
});

/** A route that takes a file, with the rest of its form valid, so the file alone decides the answer. */
interface ProductUpload {
  name: string;
  url: () => string;
  headers: () => Record<string, string>;
  /** The whole form around the file part. */
  form: (file: FilePart) => FormPart[];
  accepted: number;
  /** The stored file, downloaded the way its reader downloads it. */
  download: (response: LightMyRequestResponse) => Promise<LightMyRequestResponse>;
}

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const lastMonth = () => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { year: String(first.getUTCFullYear()), month: String(first.getUTCMonth() + 1) };
};
const value = (name: string, text: string): FormPart => ({ name, value: text });
let invoiceNumber = 0;
const asOwner = (url: string) => ctx.app.inject({ method: 'GET', url, headers: fixture.owner });

const PRODUCT_UPLOADS: ProductUpload[] = [
  {
    name: 'POST /api/owner_document',
    url: () => '/api/owner_document',
    headers: () => fixture.owner,
    form: (file) => [
      value('doc_type_id', '1'),
      value('expires_at', daysFromToday(400)),
      value('propertyId', String(fixture.marina)),
      { ...file, name: 'doc_file' },
    ],
    accepted: 201,
    download: (r) => asOwner(`/api/owner_single_document?id=${r.json().owner_document.ownerDocId}`),
  },
  {
    name: 'POST /api/owner_utilities (bill file)',
    url: () => `/api/owner_utilities?propertyId=${fixture.marina}`,
    headers: () => fixture.owner,
    form: (file) => [
      value('gas', JSON.stringify({ provider: 'Not set', has_account: false, email: 'owner@example.com', paid_by: 0 })),
      { ...file, name: 'bill_gas' },
    ],
    accepted: 200,
    download: (r) =>
      asOwner(
        `/api/owner_bill_document?id=${r.json().expenses.find((u: { utility: string }) => u.utility === 'gas').id}`,
      ),
  },
  {
    name: 'POST /api/staff/statements/:statementId/pdf',
    url: () => `/api/staff/statements/${fixture.statement.id}/pdf`,
    headers: () => fixture.staff,
    form: (file) => [file],
    accepted: 200,
    download: () =>
      asOwner(
        `/api/statement_pdf?property_id=${fixture.marina}&year=${fixture.statement.year}&month=${fixture.statement.month}`,
      ),
  },
  {
    name: 'POST /api/staff/properties/:propertyId/maintenance-invoices',
    url: () => `/api/staff/properties/${fixture.marina}/maintenance-invoices`,
    headers: () => fixture.staff,
    form: (file) => [
      value('year', lastMonth().year),
      value('month', lastMonth().month),
      value('invoice_number', `HOSTILE-${++invoiceNumber}`),
      value('title', 'Hostile upload'),
      value('total_expenses', '10.00'),
      file,
    ],
    accepted: 201,
    download: (r) => asOwner(`/api/maintenance_invoice_pdf?id=${r.json().id}`),
  },
  {
    name: 'POST /api/staff/properties/:propertyId/furnishing-invoices',
    url: () => `/api/staff/properties/${fixture.marina}/furnishing-invoices`,
    headers: () => fixture.staff,
    form: (file) => [
      value('year', lastMonth().year),
      value('month', lastMonth().month),
      value('title', 'Hostile upload'),
      value('fp_expenses', '10.00'),
      value('fp_fee', '1.00'),
      value('non_fp_expenses', '0'),
      value('total_received', '0'),
      file,
    ],
    accepted: 201,
    download: (r) => asOwner(`/api/furnishing_invoice_pdf?id=${r.json().id}`),
  },
];

const pngDeclaring = (width: number, height: number) => {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
};
const POLYGLOT = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** The hostile files, and what every product route must answer to each. */
type FilePart = Extract<FormPart, { fileName: string }>;
const HOSTILE_FILES: { name: string; file: FilePart; refusedWith?: [number, string] }[] = [
  {
    name: 'an executable named .pdf',
    file: {
      name: 'file',
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]),
    },
    refusedWith: [415, 'UNSUPPORTED_FILE_TYPE'],
  },
  {
    name: 'HTML named .pdf',
    file: {
      name: 'file',
      fileName: 'statement.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
    },
    refusedWith: [415, 'UNSUPPORTED_FILE_TYPE'],
  },
  {
    name: 'an SVG with a script, named .png',
    file: { name: 'file', fileName: 'photo.png', contentType: 'image/png', bytes: SVG },
    refusedWith: [415, 'UNSUPPORTED_FILE_TYPE'],
  },
  {
    name: 'an SVG with a script, as an SVG',
    file: { name: 'file', fileName: 'photo.svg', contentType: 'image/svg+xml', bytes: SVG },
    refusedWith: [415, 'UNSUPPORTED_FILE_TYPE'],
  },
  {
    name: 'a PNG declaring 100,000 × 100,000 pixels',
    file: { name: 'file', fileName: 'bomb.png', contentType: 'image/png', bytes: pngDeclaring(100_000, 100_000) },
    refusedWith: [422, 'IMAGE_TOO_LARGE'],
  },
  {
    name: 'a PDF/HTML polyglot named page.html',
    file: { name: 'file', fileName: 'page.html', contentType: 'text/html', bytes: POLYGLOT },
  },
  {
    name: 'a PDF named ../../x.pdf',
    file: { name: 'file', fileName: '../../x.pdf', contentType: 'application/pdf', bytes: pdfOf(300) },
  },
];

/** The next transaction id to be handed out: it moves when any transaction writes, and only then. */
async function nextTransactionId(): Promise<bigint> {
  const result = (await ctx.database.db.execute(
    sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`,
  )) as unknown as { rows: { x: string }[] };
  return BigInt(result.rows[0]?.x ?? '0');
}
const fileIds = async () =>
  new Set((await ctx.database.db.select({ id: schema.files.id }).from(schema.files)).map((f) => f.id));

describe('hostile uploads against every product route that takes a file', () => {
  it.each(PRODUCT_UPLOADS)('$name: lying, scripted, oversized-image and traversal files', async (route) => {
    for (const hostile of HOSTILE_FILES) {
      const before = await fileIds();
      const since = await nextTransactionId();
      const body = multipart(route.form(hostile.file));
      const response = await ctx.app.inject({
        method: 'POST',
        url: route.url(),
        payload: body.payload,
        headers: { ...route.headers(), ...body.headers },
      });
      counted(route.name, response);
      const context = `${route.name} with ${hostile.name}: ${response.body.slice(0, 300)}`;
      const added = [...(await fileIds())].filter((id) => !before.has(id));
      if (hostile.refusedWith) {
        const [status, code] = hostile.refusedWith;
        expect(response.statusCode, context).toBe(status);
        expect(response.json(), context).toMatchObject({ status, code, title: code });
        const written = await rowsWrittenSince(ctx.database.db, since);
        if (written.length > 0) tally.refusedThatWrote++;
        expect(written, context).toEqual([]);
        continue;
      }
      expect(response.statusCode, context).toBe(route.accepted);
      // Kept only as what its bytes are (a PDF), under a name with no folders, and served as an attachment.
      expect(added, context).toHaveLength(1);
      const [stored] = await ctx.database.db
        .select()
        .from(schema.files)
        .where(eq(schema.files.id, added[0] ?? ''));
      expect(stored?.contentType, context).toBe('application/pdf');
      expect(stored?.fileName, context).not.toMatch(/[/\\]|\.\./);
      expect(stored?.fileName, context).toMatch(/\.pdf$/);
      const download = await route.download(response);
      expect(download.statusCode, context).toBe(200);
      expect(download.rawPayload.equals(Buffer.from(hostile.file.bytes)), context).toBe(true);
      expect(download.headers['content-type'], context).toBe('application/pdf');
      expect(download.headers['x-content-type-options'], context).toBe('nosniff');
      expect(String(download.headers['content-disposition']), context).toMatch(/^attachment; filename="[^/\\]+\.pdf"/);
    }
  });

  it.each(
    PRODUCT_UPLOADS.flatMap((route) => [
      { ...route, declared: true, how: 'its length declared' },
      { ...route, declared: false, how: 'sent chunked' },
    ]),
  )('$name: an 11 MB body ($how) is answered 413 before the server has read it all', async (route) => {
    const before = await fileIds();
    const result = await sendElevenMegabytes(route.url(), route.headers(), { declared: route.declared });
    counted(route.name, { statusCode: result.status });
    expect(result.status, result.body).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    // The server answered before it had read the whole body (a declared size over the limit is refused before any
    // of it is read; a file is given up the moment it passes its limit), and closes the connection after the answer.
    expect(result.readWhenAnswered).toBeLessThan(result.total);
    tally.mostRead = Math.max(tally.mostRead, result.readWhenAnswered);
    expect([...(await fileIds())].filter((id) => !before.has(id))).toEqual([]);
  });
});

describe('downloads', () => {
  it('names the file safely: no folders or control characters, the exact name in UTF-8, an ASCII fallback', async () => {
    const cases = [
      [
        'Выписка март 2026.pdf',
        'attachment; filename="_______ ____ 2026.pdf"; filename*=UTF-8\'\'%D0%92%D1%8B%D0%BF%D0%B8%D1%81%D0%BA%D0%B0%20%D0%BC%D0%B0%D1%80%D1%82%202026.pdf',
      ],
      ['../../etc/passwd', `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`],
      ["owner's (copy).PDF", `attachment; filename="owner's (copy).PDF"; filename*=UTF-8''owner%27s%20%28copy%29.PDF`],
      ['...', `attachment; filename="file.pdf"; filename*=UTF-8''file.pdf`],
    ] as const;
    for (const [name, disposition] of cases) {
      const { id } = (await send('/test/upload-small', [pdfPart(pdfOf(20), name)])).json();
      const download = await ctx.app.inject({ method: 'GET', url: `/test/files/${id}` });
      expect(download.headers['content-disposition'], name).toBe(disposition);
    }
  });
});

describe('safeFileName', () => {
  it.each([
    ['a"b\r\nX-Evil: 1.pdf', 'application/pdf', 'abX-Evil 1.pdf'],
    ['C:\\Users\\me\\scan.JPEG', 'image/jpeg', 'scan.JPEG'],
    ['photo.heif.txt', 'image/heic', 'photo.heif.txt.heic'],
    ['\u202Egnp.exe', 'image/png', 'gnp.exe.png'],
    ['  .hidden  ', 'image/webp', 'hidden.webp'],
    ['', 'image/heic', 'file.heic'],
    [`${'x'.repeat(300)}.pdf`, 'application/pdf', `${'x'.repeat(116)}.pdf`],
  ] as const)('makes %j safe', (name, type, safe) => {
    expect(safeFileName(name, type)).toBe(safe);
    expect(attachmentDisposition(safe)).not.toMatch(/[\r\n]/);
  });
});

describe('FileStore (database)', () => {
  it('deletes a file in a transaction, and knows nothing of unknown or malformed ids', async () => {
    const { id } = await ctx.database.db.transaction((tx) =>
      files.put(tx, {
        ownerId: null,
        purpose: 'statement',
        fileName: 's.pdf',
        contentType: 'application/pdf',
        bytes: pdfOf(30),
      }),
    );
    expect(await files.get(ctx.database.db, id)).toMatchObject({ ownerId: null, purpose: 'statement', byteSize: 30 });
    expect(await ctx.database.db.transaction((tx) => files.delete(tx, id))).toBe(true);
    expect(await files.get(ctx.database.db, id)).toBeNull();
    expect(await files.open(ctx.database.db, id)).toBeNull();
    expect(await ctx.database.db.transaction((tx) => files.delete(tx, id))).toBe(false);
    expect(await files.get(ctx.database.db, 'not-a-uuid')).toBeNull();
  });

  it('rolls the file back with the transaction it was written in', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await files.put(tx, {
          ownerId: null,
          purpose: 'document',
          fileName: 'x.pdf',
          contentType: 'application/pdf',
          bytes: pdfOf(30),
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await storedCount()).toBe(0);
  });

  it("goes with its owner when the owner's account is deleted", async () => {
    const [owner] = await ctx.database.db.select().from(schema.owners).limit(1);
    const ownerId = owner?.id ?? 0;
    await ctx.database.db.transaction((tx) =>
      files.put(tx, {
        ownerId,
        purpose: 'utility_bill',
        fileName: 'bill.pdf',
        contentType: 'application/pdf',
        bytes: pdfOf(30),
      }),
    );
    await ctx.database.db.delete(schema.owners).where(eq(schema.owners.id, ownerId));
    const left = await ctx.database.db
      .select({ n: count() })
      .from(schema.files)
      .where(eq(schema.files.ownerId, ownerId));
    expect(left[0]?.n).toBe(0);
  });
});
