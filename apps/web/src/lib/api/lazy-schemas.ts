import { ERROR_REPORT_SAMPLE_RATE } from '@portal/domain';
import type { z } from 'zod';
import { browser } from '../browser.ts';

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
 * RequestOptions.schema for a read that a screen draws at once (decision 070): the caller gets the answer as it came,
 * typed by the schema, and the answer is checked against the schema in idle time afterwards (`checkAnswer`).
 */
export interface AnswerCheck<T> {
  readonly checkLater: AnswerSchemaName;
  /** Carries the answer's type; never set. */
  readonly answer?: T;
}

export function checkedLater<K extends AnswerSchemaName>(name: K): AnswerCheck<z.output<Answers[K]>> {
  return { checkLater: name };
}

export function isAnswerCheck(schema: unknown): schema is AnswerCheck<unknown> {
  return typeof schema === 'object' && schema !== null && 'checkLater' in schema;
}

/**
 * Checks an answer a screen already has against its contract schema; rejects on a mismatch (a server and an app of
 * different versions, or a defect), naming the call, the schema and the first issues.
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

type Idle = (run: () => void, options?: { timeout: number }) => unknown;

/** Runs `run` once the main thread is idle, within 2 s. */
function whenIdle(run: () => void): void {
  const idle: Idle =
    (globalThis as { requestIdleCallback?: Idle }).requestIdleCallback?.bind(globalThis) ??
    ((task) => setTimeout(task, 1));
  idle(run, { timeout: 2000 });
}

/**
 * How this page load checks the answers of `checkedLater` reads (decision 070):
 * - `later`: in idle time after the caller has the answer, so that a check never delays what a screen draws. Every
 *   load in development; in production the share of loads spec §9 samples client errors at, so that most loads of
 *   the app never download zod. A mismatch goes to `onMismatch`: `reportError`, whose error event the app logs and
 *   reports like any client error (`client-errors.ts`).
 * - `before`: the caller gets the answer only once it has passed, and a mismatch rejects the call. The unit tests
 *   run so, so that a test's answer that breaks the contract fails where it is used, never later in another test.
 * - `off`: not checked.
 */
export const answerChecks: { mode: 'later' | 'before' | 'off'; onMismatch: (error: Error) => void } = {
  mode:
    import.meta.env.MODE === 'test'
      ? 'before'
      : import.meta.env.DEV || browser.random() < ERROR_REPORT_SAMPLE_RATE
        ? 'later'
        : 'off',
  onMismatch: (error) => {
    const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
    if (report) report(error);
    else console.error(error);
  },
};

/** What http-client does with the answer of a `checkedLater` read, as `answerChecks.mode` says. */
export async function checkAnswerAsSet(name: AnswerSchemaName, body: unknown, call: string): Promise<void> {
  if (answerChecks.mode === 'before') return checkAnswer(name, body, call);
  if (answerChecks.mode === 'later')
    whenIdle(() => void checkAnswer(name, body, call).catch((error: Error) => answerChecks.onMismatch(error)));
}
