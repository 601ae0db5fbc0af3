interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so that the browser can paint and answer input before the rest runs (decision 065): start-up
 * work split at its seams instead of one long task. Where the browser has no `scheduler.yield` (Safari, the tests'
 * DOM), it goes on at once, as before.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}

/**
 * Runs `steps` one after another, each in a task of its own (a chunk's import evaluates its modules in the task it
 * resolves in). A step that fails does not stop the ones after it; the first failure is what the result rejects with.
 */
export async function inTurn(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  let failure: { error: unknown } | undefined;
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failure ??= { error };
    }
    await yieldToMain();
  }
  if (failure) throw failure.error;
}

/** Whether `yieldToMain` really ends the task here (false where it goes on at once). */
export function canYield(): boolean {
  return typeof (globalThis as { scheduler?: Scheduler }).scheduler?.yield === 'function';
}
