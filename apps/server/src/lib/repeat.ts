import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `pass` again and again, waiting `everyMs` after each, until stopped: the background jobs and the mail worker
 * (docs/architecture.md, background work). A failed pass is logged with `failure` and the next one runs as usual.
 * `stop()` ends the wait at once and resolves when the pass under way has finished.
 */
export function repeat(
  pass: () => Promise<unknown>,
  options: { everyMs: number; log: FastifyBaseLogger; failure: string },
): { stop(): Promise<void> } {
  let isStopped = false;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!isStopped) {
      try {
        await pass();
      } catch (error) {
        options.log.error({ err: error }, options.failure);
      }
      if (isStopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.everyMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return {
    async stop() {
      isStopped = true;
      (wake as (() => void) | null)?.();
      await loop;
    },
  };
}
