import {
  calendarResponse,
  notificationsResponse,
  propertiesResponse,
  reservationsResponse,
  statementsListResponse,
  statisticsResponse,
  surveySections,
} from '@portal/contract';
import { SHIPPED_DEFINITIONS } from '@portal/db/survey-definitions';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonSerializer, serializerCompiler } from '../src/http/serializer.ts';

/** Decision 061: answers written by a serializer compiled from the response schema, zod's encode where it cannot be. */
const card = z.object({
  id: z.number().int(),
  title: z.string(),
  note: z.string().nullable(),
  owner: z.object({ name: z.string(), since: z.string() }).nullable(),
  tags: z.array(z.object({ code: z.enum(['a', 'b']) })),
});

describe('the compiled response serializer (decision 061)', () => {
  it('writes what zod would, and never a property the schema does not declare, even inside a nullable object', () => {
    const serialize = compileJsonSerializer(card);
    expect(serialize).not.toBeNull();
    const value = {
      id: 7,
      title: 'Villa "12" \u2028 فيلا',
      note: null,
      owner: { name: 'Anna', since: '2026-01-01', passwordHash: '$argon2id$secret' },
      tags: [{ code: 'a' as const, internal: true }],
      secret: 'not for the wire',
    };
    const text = serialize?.(value) ?? '';
    expect(JSON.parse(text)).toEqual(card.encode(value));
    expect(text).not.toContain('secret');
    expect(text).not.toContain('internal');
    expect(JSON.parse(serialize?.({ ...value, owner: null }) ?? '')).toMatchObject({ owner: null });
  });

  it('writes a union by the value itself, keeping only what some branch declares', () => {
    const shape = z.object({
      value: z.union([z.string(), z.number(), z.object({ a: z.string() }), z.array(z.number())]).nullable(),
      rule: z.union([z.object({ all: z.array(z.string()) }).strict(), z.object({ not: z.string() }).strict()]),
    });
    const serialize = compileJsonSerializer(shape);
    for (const value of ['x', 3, { a: 'y', hidden: 1 }, [1, 2], null]) {
      const text = serialize?.({ value, rule: { not: 'z', secret: 'no' } }) ?? '';
      expect(JSON.parse(text)).toEqual(shape.encode({ value, rule: { not: 'z' } } as never));
      expect(text).not.toMatch(/hidden|secret/);
    }
  });

  it('writes every shipped survey definition (conditions nested three deep) exactly as zod does', () => {
    const serialize = compileJsonSerializer(surveySections);
    for (const sections of Object.values(SHIPPED_DEFINITIONS)) {
      expect(JSON.parse(serialize?.(sections) ?? '')).toEqual(surveySections.encode(sections));
    }
  });

  it('leaves a schema JSON Schema cannot say to zod', () => {
    expect(compileJsonSerializer(z.object({ at: z.date() }))).toBeNull();
    expect(compileJsonSerializer(z.object({ n: z.string().transform((s) => s.length) }))).toBeNull();
  });

  it('compiles the answers of the calls owners make most', () => {
    for (const schema of [
      propertiesResponse,
      calendarResponse,
      reservationsResponse,
      statisticsResponse,
      statementsListResponse,
      notificationsResponse,
    ]) {
      expect(compileJsonSerializer(schema)).not.toBeNull();
    }
  });

  it('serves a route through it, and through zod where the schema transforms', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get('/card', { schema: { response: { 200: card } } }, async () => ({
      id: 1,
      title: 'x',
      note: 'n',
      owner: null,
      tags: [],
      secret: 'hidden',
    }));
    const lengths = z.object({ n: z.string().transform((s) => s.length) });
    app.get('/length', { schema: { response: { 200: lengths } } }, async () => ({ n: 3 as unknown as string }));
    const answer = await app.inject({ method: 'GET', url: '/card' });
    expect(answer.json()).toEqual({ id: 1, title: 'x', note: 'n', owner: null, tags: [] });
    // zod's encode runs the transform backwards only where it can; a wrong value is refused, not written.
    expect((await app.inject({ method: 'GET', url: '/length' })).statusCode).toBe(500);
    await app.close();
  });
});
