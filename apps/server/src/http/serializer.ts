import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;

type JsonSchema = { [key: string]: unknown };

const isPlain = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;
const isObject = (branch: JsonSchema) => branch.type === 'object' && isPlain(branch.properties) && !branch.anyOf;
const isArray = (branch: JsonSchema) => branch.type === 'array' && isPlain(branch.items) && !branch.anyOf;
/** A branch that is one primitive type (with any checks on it, which writing does not need). */
function primitiveType(branch: JsonSchema): string | null {
  if (branch.anyOf || branch.properties || branch.items) return null;
  if (typeof branch.type === 'string') return PRIMITIVES.has(branch.type) ? branch.type : null;
  const values = Array.isArray(branch.enum) ? branch.enum : 'const' in branch ? [branch.const] : [];
  const types = new Set(values.map((value) => (value === null ? 'null' : typeof value)));
  const [only] = types;
  return types.size === 1 && only && PRIMITIVES.has(only) ? only : null;
}

/** The object all these object schemas write: every branch's properties, each merged across branches. */
function mergeObjects(objects: JsonSchema[]): JsonSchema | null {
  const properties = new Map<string, JsonSchema[]>();
  for (const branch of objects) {
    for (const [name, schema] of Object.entries(branch.properties as JsonSchema)) {
      properties.set(name, [...(properties.get(name) ?? []), schema as JsonSchema]);
    }
  }
  const merged: [string, JsonSchema][] = [];
  for (const [name, schemas] of properties) {
    const one = schemas.length === 1 ? schemas[0] : flattenUnion(schemas, {});
    if (!one) return null;
    merged.push([name, one]);
  }
  return { type: 'object', properties: Object.fromEntries(merged) };
}

/**
 * A union written without asking ajv which branch a value takes. fast-json-stringify decides an `anyOf` branch by
 * validating the value with ajv, and compiles the whole response schema into ajv for it: the survey answers, whose
 * conditions nest unions three deep, took seconds to compile on the first answer after each start (decision 061's
 * addendum). A union of at most one object shape, one array shape and primitives is written by looking at the value's
 * JavaScript type instead (fast-json-stringify's `type` list), where
 * - several object branches become one object with every branch's properties (each property's branches merged the
 *   same way): a value keeps the properties any branch declares — never one no branch declares;
 * - several array branches become one array whose items are the branches' items merged the same way;
 * - null makes the rest `nullable`.
 * Anything else (two branches the value's type cannot tell apart otherwise) stays a union.
 */
function flattenUnion(union: JsonSchema[], rest: JsonSchema): JsonSchema | null {
  // A branch that is itself only a union lends its branches.
  const branches = union.flatMap((branch) =>
    Array.isArray(branch.anyOf) && Object.keys(branch).length === 1 ? (branch.anyOf as JsonSchema[]) : [branch],
  );
  const nullable = branches.some(isNull);
  const distinct = [
    ...new Map(branches.filter((b) => !isNull(b)).map((branch) => [JSON.stringify(branch), branch])).values(),
  ];
  if (distinct.length === 1 && distinct[0]) return { ...rest, ...distinct[0], ...(nullable ? { nullable: true } : {}) };
  const objects = distinct.filter(isObject);
  const arrays = distinct.filter(isArray);
  const primitives = distinct.filter((branch) => !isObject(branch) && !isArray(branch)).map(primitiveType);
  if (primitives.some((type) => type === null)) return null;
  const object = objects.length > 0 ? mergeObjects(objects) : null;
  const items =
    arrays.length > 0
      ? flattenUnion(
          arrays.map((branch) => branch.items as JsonSchema),
          {},
        )
      : null;
  if ((objects.length > 0 && !object) || (arrays.length > 0 && !items)) return null;
  const types = new Set([
    ...(primitives as string[]),
    ...(object ? ['object'] : []),
    ...(items ? ['array'] : []),
    ...(nullable ? ['null'] : []),
  ]);
  // fast-json-stringify tries the types in this order, and its string test also takes an array or an object with a
  // toString of its own: arrays and objects go first, strings last.
  const order = ['null', 'array', 'object', 'integer', 'number', 'boolean', 'string'];
  const typeList = [...types].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return {
    ...rest,
    type: typeList.length === 1 ? typeList[0] : typeList,
    ...(object ? { properties: object.properties } : {}),
    ...(items ? { items } : {}),
  };
}

/**
 * The JSON Schema fast-json-stringify compiles: `additionalProperties: false` and `$schema` taken out everywhere (see
 * compileJsonSerializer), and unions flattened where writing does not need to know the branch (flattenUnion).
 */
function forStringify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forStringify);
  if (!isPlain(node)) return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => key !== '$schema' && !(key === 'additionalProperties' && value === false),
  );
  const schema = Object.fromEntries(entries.map(([key, value]) => [key, forStringify(value)])) as JsonSchema;
  if (!Array.isArray(schema.anyOf)) return schema;
  const { anyOf, ...rest } = schema;
  return flattenUnion(anyOf as JsonSchema[], rest) ?? schema;
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
  // A union left (one whose branch matters) compiles its checks now, at start, not on the first answer.
  return fastJson(forStringify(json) as Parameters<typeof fastJson>[0], { compileValidators: true }) as Serialize;
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
