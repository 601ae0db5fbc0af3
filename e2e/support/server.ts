import { createFaultInjector, faultRoutes } from '../../apps/server/src/http/faults.ts';
import { startServer } from '../../apps/server/src/server.ts';
import { clockOffsetMs } from './clock.ts';

/**
 * The server the journeys run: exactly main.ts, plus the fault switch (POST/DELETE /api/test/faults) through which a
 * journey makes the next calls of a route fail (the FAQ's load failure), and a clock that may run from another day
 * (E2E_CLOCK_OFFSET_MS, set by scripts/e2e-dates.mjs). Production starts main.ts, which has neither.
 */
const faults = createFaultInjector();
const offset = clockOffsetMs();
await startServer({
  faults,
  plugins: [faultRoutes(faults)],
  ...(offset === 0 ? {} : { now: () => new Date(Date.now() + offset) }),
});
