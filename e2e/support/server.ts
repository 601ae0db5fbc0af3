import { createFaultInjector, faultRoutes } from '../../apps/server/src/http/faults.ts';
import { startServer } from '../../apps/server/src/server.ts';

/**
 * The server the journeys run: exactly main.ts, plus the fault switch (POST/DELETE /api/test/faults) through which a
 * journey makes the next calls of a route fail (the FAQ's load failure). Production starts main.ts, which has none.
 */
const faults = createFaultInjector();
await startServer({ faults, plugins: [faultRoutes(faults)] });
