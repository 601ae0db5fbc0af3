import type { z } from 'zod';

type Schemas = typeof import('./session-schemas.ts');
type Answers = typeof import('./answer-schemas.ts');
export type AnswerSchemaName = keyof Answers;

/** A loader of one schema of session-schemas.ts, for RequestOptions.schema. */
export function lazySchema<K extends keyof Schemas>(name: K): () => Promise<Schemas[K]> {
  return async () => (await import('./session-schemas.ts'))[name];
}

/**
 * A loader of one schema of answer-schemas.ts, for RequestOptions.schema: the answer is parsed with it before the
 * caller gets it (writes, and whatever acts on an answer at once), zod loading with the first such answer.
 */
export function answerSchema<K extends AnswerSchemaName>(name: K): () => Promise<Answers[K]> {
  return async () => (await import('./answer-schemas.ts'))[name];
}

/**
 * RequestOptions.schema for a read (decision 077): in development and in the tests the answer is parsed with its
 * contract schema before the caller has it, and a mismatch rejects the call where it is used. A production build
 * returns the answer as it came, typed by the schema, and never downloads zod for a read.
 */
export interface DevCheck<T> {
  readonly checkInDevelopment: AnswerSchemaName;
  /** Carries the answer's type; never set. */
  readonly answer?: T;
}

export function checkedInDevelopment<K extends AnswerSchemaName>(name: K): DevCheck<z.output<Answers[K]>> {
  return { checkInDevelopment: name };
}

export function isDevCheck(schema: unknown): schema is DevCheck<unknown> {
  return typeof schema === 'object' && schema !== null && 'checkInDevelopment' in schema;
}

/**
 * Checks an answer against its contract schema; rejects on a mismatch (a server and an app of different versions, or
 * a defect), naming the call, the schema and the first issues.
 */
export async function checkAnswer(name: AnswerSchemaName, body: unknown, call: string): Promise<void> {
  const schema: z.ZodType = (await import('./answer-schemas.ts'))[name];
  const result = schema.safeParse(body);
  if (result.success) return;
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
  throw new Error(`${call}: the answer does not match ${name} (${issues.join('; ')})`);
}
