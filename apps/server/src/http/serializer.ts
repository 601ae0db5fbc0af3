import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;

/** `additionalProperties: false` and `$schema` taken out everywhere (see compileJsonSerializer). */
function forStringify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forStringify);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => key !== '$schema' && !(key === 'additionalProperties' && value === false),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, forStringify(value)]));
}

/**
 * A serializer compiled from a response schema's JSON Schema (decision 061), or null when the schema has a part JSON
 * Schema cannot say (a transform, a date, a custom check): such a route keeps zod's encode. fast-json-stringify
 * writes only the properties the schema declares, exactly as zod's encode strips unknown keys, so nothing a handler
 * returns by mistake reaches the wire. `additionalProperties: false` is taken out because fast-json-stringify already
 * ignores undeclared properties and would otherwise refuse a branch of a union (a nullable object) that has one.
 */
export function compileJsonSerializer(schema: ZodType): Serialize | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  return fastJson(forStringify(json) as Parameters<typeof fastJson>[0]) as Serialize;
}

const compiled = new WeakMap<object, Serialize | null>();

/**
 * The app's response serializer: compiled per schema where the schema allows (once; routes share schemas), zod's
 * encode and JSON.stringify otherwise. Under load, zod's encode of a list answer took a third of the server's CPU
 * (docs/performance.md).
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const { schema } = route;
  if (!compiled.has(schema)) compiled.set(schema, compileJsonSerializer(schema));
  return compiled.get(schema) ?? zodSerializerCompiler(route);
};
