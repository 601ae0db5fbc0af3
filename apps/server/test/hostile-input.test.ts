import { ERROR_CODES } from '@portal/contract';
import { API_SCOPES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isAuthenticatedRoute } from '../src/http/auth.ts';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { rowsWrittenSince } from './helpers/snapshot.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * Hostile input (OWASP API3, API8): requests generated from every route the server registers — its known field
 * names from the contract schemas plus made-up ones, filled with malformed, over-long, wrong-typed and boundary
 * values — never answer 5xx, always answer a refusal in the error shape, and a refused request writes nothing.
 *
 * Staff routes are called with a real staff session (and owner routes with the owner's), so the refusals tried are
 * those of the handlers, not only of the sign-in check. Nested fields (the survey's sections, the union bodies of the
 * token grant and of staff password changes) are generated from their schemas too.
 *
 * The seed is fixed so CI is repeatable; HOSTILE_SEED=<n> (or `random`) explores other inputs, HOSTILE_RUNS sets
 * how many requests per database kind (10,000 by default: the issue's figure is met by each database's run alone,
 * so a PGlite-only developer run reaches it too).
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10_000);
const SEED = process.env.HOSTILE_SEED === 'random' ? Date.now() : Number(process.env.HOSTILE_SEED ?? 20261122);

const ctx = useTestApp({ seeded: true });

/**
 * Sign-in refusals record the attempt (that is the lockout), and so do a wrong password when changing it or confirming
 * it for a bank change; a client error report is stored on purpose.
 */
const WRITES_WHEN_REFUSED = new Set([
  'POST /api/login',
  'POST /api/change_password',
  'POST /api/reauthenticate',
  'POST /api/login_as_admin',
  'POST /api/pordal/oauth',
  'POST /api/client-errors',
]);
/**
 * Signing out would end the session the rest of the run uses, and the event stream never ends by itself (it takes
 * no input; events-stream.test.ts and the authorization matrix cover its refusals).
 */
const NOT_GENERATED = new Set([
  'POST /api/logout',
  'POST /api/legacy/authenticate/revoke',
  'POST /api/staff/logout',
  'GET /api/events',
]);
/** Not JSON APIs: the documentation page and the built web app. */
const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\u200D\u200C\u2060',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  "' OR 1=1 --",
  "'); DROP TABLE owners; --",
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  `\${7*7}{{7*7}}`,
  '../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '0000-01-01',
  '9999-12-31',
  '9999-12-31T15:00',
  '0000-01-01T00:00',
  '2026-02-30',
  '2026-13-01T25:61',
  '-1',
  '0',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '9007199254740993',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'a'.repeat(5_000),
  'ب'.repeat(300),
];
const EDGE_NUMBERS = [0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 0.5, 1e-300];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);
const hostileScalar = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...EDGE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null) },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 3 }) },
);

/**
 * What a contract schema says of a value, as far as the generator needs it: an object's fields (the fields of every
 * object of a union, merged), an array's element, or a leaf with the values an enum or literal allows.
 */
type FieldNode =
  | { kind: 'object'; fields: Record<string, FieldNode> }
  | { kind: 'array'; element: FieldNode }
  | { kind: 'leaf'; values: unknown[] };

interface ZodLike {
  _zod?: { def: { type: string } & Record<string, unknown> };
  shape?: Record<string, ZodLike>;
}

const LEAF: FieldNode = { kind: 'leaf', values: [] };

function nodeOf(schema: ZodLike | undefined, depth = 0): FieldNode {
  const def = schema?._zod?.def;
  if (!def || depth > 6) return LEAF;
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(Object.entries(schema?.shape ?? {}).map(([k, v]) => [k, nodeOf(v, depth + 1)])),
      };
    case 'array':
      return { kind: 'array', element: nodeOf(def.element as ZodLike, depth + 1) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return nodeOf(def.innerType as ZodLike, depth);
    case 'pipe':
      return nodeOf(def.in as ZodLike, depth);
    case 'union': {
      const options = (def.options as ZodLike[]).map((option) => nodeOf(option, depth + 1));
      const objects = options.filter((o): o is Extract<FieldNode, { kind: 'object' }> => o.kind === 'object');
      if (objects.length > 0) return { kind: 'object', fields: Object.assign({}, ...objects.map((o) => o.fields)) };
      const values = options.flatMap((o) => (o.kind === 'leaf' ? o.values : []));
      return { kind: 'leaf', values };
    }
    case 'enum':
      return { kind: 'leaf', values: Object.values(def.entries as Record<string, unknown>) };
    case 'literal':
      return { kind: 'leaf', values: [...(def.values as unknown[])] };
    default:
      return LEAF;
  }
}

const fieldsOf = (node: FieldNode) => (node.kind === 'object' ? Object.keys(node.fields) : []);

/** A value for a field: hostile always possible; an allowed enum value, or a nested object or list, where it has one. */
function valueFor(node: FieldNode | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!node || depth > 3) return hostileValue;
  if (node.kind === 'leaf') {
    return node.values.length === 0
      ? hostileValue
      : fc.oneof({ weight: 3, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constantFrom(...node.values) });
  }
  if (node.kind === 'array') {
    return fc.oneof(
      { weight: 1, arbitrary: hostileValue },
      { weight: 2, arbitrary: fc.array(valueFor(node.element, depth + 1), { maxLength: 3 }) },
    );
  }
  return fc.oneof({ weight: 1, arbitrary: hostileValue }, { weight: 2, arbitrary: objectFor(node, depth + 1) });
}

/** An object with some of the node's known fields and some made-up ones, each filled by valueFor. */
function objectFor(node: FieldNode, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const known = fieldsOf(node);
  const names = fc.uniqueArray(
    known.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: hostileString })
      : hostileString,
    { maxLength: 6 },
  );
  const fields = node.kind === 'object' ? node.fields : {};
  return names.chain((chosen) =>
    fc
      .tuple(...chosen.map((name) => valueFor(Object.hasOwn(fields, name) ? fields[name] : undefined, depth)))
      .map((values) => Object.fromEntries(chosen.map((name, i) => [name, values[i]]))),
  );
}

interface Target {
  key: string;
  method: string;
  url: string;
  surface: 'own' | 'pordal' | 'legacy' | 'staff' | 'integration' | 'public';
  query: FieldNode;
  body: FieldNode;
}

function targetsOf(routes: readonly RouteOptions[]): Target[] {
  const targets: Target[] = [];
  for (const route of routes) {
    if (!isJsonApi(route.url)) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS' || NOT_GENERATED.has(`${method} ${route.url}`)) continue;
      const schema = route.schema as { querystring?: ZodLike; body?: ZodLike } | undefined;
      const surface = !isAuthenticatedRoute(route)
        ? 'public'
        : route.url.startsWith('/api/pordal/')
          ? 'pordal'
          : route.url.startsWith('/api/legacy/')
            ? 'legacy'
            : route.url.startsWith('/api/staff/')
              ? 'staff'
              : route.url.startsWith('/api/integration/')
                ? 'integration'
                : 'own';
      targets.push({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        surface,
        query: nodeOf(schema?.querystring),
        body: nodeOf(schema?.body),
      });
    }
  }
  return targets;
}

/** Percent-encoding that also carries lone surrogates, as their WTF-8 bytes (what a hostile client can send). */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** A request to one route: known and made-up fields, hostile values, sometimes a broken body or query. */
function requestFor(target: Target) {
  const queryNames = fieldsOf(target.query);
  const queryName = queryNames.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...queryNames) }, { weight: 1, arbitrary: hostileString })
    : fc.oneof(fc.constant('id'), hostileString);
  return fc.record({
    path: fc.array(hostileString, { minLength: 1, maxLength: 1 }),
    query: fc.array(fc.tuple(queryName, hostileValue), { maxLength: 5 }),
    rawQuery: fc.option(fc.constantFrom('&&=&', '%', 'a=%E0%A4%A', 'x[y]=1&x[z]=2', `q=${'%41'.repeat(600)}`)),
    body: fc.oneof(
      { weight: 5, arbitrary: objectFor(target.body, 0) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('{"a":', 'null', '[]', '"str"', '1e999', '{"__proto__":{"isAdmin":true}}'),
      },
    ),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
    ),
    forgedOwner: fc.nat(9).map((n) => n === 0),
  });
}

let total = 0;
let refused = 0;
let failed = 0;
let refusedThatWrote = 0;
let nested = 0;
let started = 0;
const statuses = new Map<number, number>();
const bySurface = new Map<string, number>();
afterAll(() => {
  const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  const surfaces = [...bySurface.entries()].map(([s, n]) => `${s} ${n}`).join(', ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `hostile input (${ctx.database.kind}, seed ${SEED}): ${total} generated requests in ${seconds} s (${surfaces}; ${nested} filling a nested field), ` +
      `${refused} refused, ${failed} answered 5xx, ${refusedThatWrote} refused requests wrote [${byStatus.join(' ')}]`,
  );
});

/** Whether a body fills a field the schema nests (an object or a list of them) with an object or a list. */
function fillsNestedField(node: FieldNode, body: unknown): boolean {
  if (node.kind !== 'object' || typeof body !== 'object' || body === null) return false;
  return Object.entries(body).some(([name, value]) => {
    const field = Object.hasOwn(node.fields, name) ? node.fields[name] : undefined;
    return field !== undefined && field.kind !== 'leaf' && typeof value === 'object' && value !== null;
  });
}

/** The next transaction id to be handed out: it moves when any transaction writes, and only then. */
async function nextTransactionId(): Promise<string> {
  const result = (await ctx.database.db.execute(
    sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`,
  )) as unknown as { rows: { x: string }[] };
  return result.rows[0]?.x ?? '';
}

describe('hostile input on every JSON route, generated from the contract (fast-check)', () => {
  it('the write detector sees a write and sees nothing of a read', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    // As the run judges a request: the counter moving is a write only if a row of this database is newer (on a shared
    // PostgreSQL other databases move the counter too).
    const wrote = async (since: string) =>
      (await nextTransactionId()) !== since && (await rowsWrittenSince(ctx.database.db, BigInt(since))).length > 0;
    const idle = await nextTransactionId();
    await ctx.app.inject({ method: 'GET', url: '/api/properties', headers: ownHeaders(login) });
    expect(await wrote(idle)).toBe(false);
    const beforeWrite = await nextTransactionId();
    const written = await ctx.app.inject({
      method: 'PUT',
      url: '/api/preferred-language',
      headers: ownHeaders(login),
      payload: { language: 'ru' },
    });
    expect(written.statusCode).toBe(200);
    expect(await wrote(beforeWrite)).toBe(true);
  });

  it(`${RUNS} generated requests: never 5xx, always the error shape, a refused request writes nothing`, async () => {
    const targets = targetsOf(ctx.app.registeredRoutes);
    expect(targets.length).toBeGreaterThan(25);
    const login = await signIn(ctx.app, 'owner@example.com');
    if (!login.access_token || !login.guesty?.token) throw new Error('owner@example.com has every session');
    const staff = await createStaffToken(ctx.database.db, 'hostile-staff@test.local');
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/api-keys',
      headers: bearer(staff.token),
      payload: { name: 'hostile', scopes: [...API_SCOPES] },
    });
    const credentials = {
      own: ownHeaders(login),
      pordal: bearer(login.access_token),
      legacy: bearer(login.guesty.token),
      staff: bearer(staff.token),
      integration: bearer(key.json().key),
      public: {},
    };
    expect(targets.filter((t) => t.surface === 'staff').length).toBeGreaterThan(10);
    started = performance.now();
    const arbitrary = fc.constantFrom(...targets).chain((target) => requestFor(target).map((r) => ({ target, r })));
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ target, r }) => {
        const url =
          target.url.replace(/:\w+/g, () => encode(r.path[0])) +
          (r.query.length || r.rawQuery
            ? `?${[...r.query.map(([k, v]) => `${encode(k)}=${encode(v)}`), ...(r.rawQuery ? [r.rawQuery] : [])].join('&')}`
            : '');
        const payload = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
        if (fillsNestedField(target.body, r.body)) nested++;
        const headers: Record<string, string> = { ...credentials[target.surface], 'content-type': r.contentType };
        if (r.forgedOwner && target.surface === 'own') headers['x-owner'] = '2';
        const before = await nextTransactionId();
        const response = await ctx.app.inject({
          method: target.method as 'POST',
          url,
          headers,
          ...(target.method === 'GET' || target.method === 'DELETE' ? {} : { payload }),
        });
        total++;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        bySurface.set(target.surface, (bySurface.get(target.surface) ?? 0) + 1);
        if (response.statusCode >= 500) failed++;
        const context = `${target.key} ${url.slice(0, 300)} ${payload.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode >= 400) {
          refused++;
          expect(response.headers['content-type'], context).toMatch(/^application\/(problem\+)?json/);
          const body = response.json() as { status?: unknown; code?: unknown; error?: unknown };
          if (target.url === '/api/pordal/oauth' && typeof body.error === 'string') return; // RFC 6749's own shape
          expect(body.status, context).toBe(response.statusCode);
          expect(ERROR_CODES, context).toContain(body.code);
          if (!WRITES_WHEN_REFUSED.has(target.key) && (await nextTransactionId()) !== before) {
            // The counter is server-wide: another database on a shared PostgreSQL moves it too, so look at our rows.
            const written = await rowsWrittenSince(ctx.database.db, BigInt(before));
            if (written.length > 0) refusedThatWrote++;
            expect(written, context).toEqual([]);
          }
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(total).toBe(RUNS);
    // The run kept its sessions to the end: the later requests were still tried as the owner and as staff.
    const still = await ctx.app.inject({ method: 'GET', url: '/api/properties', headers: credentials.own });
    expect(still.statusCode).toBe(200);
    const staffStill = await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: credentials.staff });
    expect(staffStill.statusCode).toBe(200);
  }, 600_000);
});
