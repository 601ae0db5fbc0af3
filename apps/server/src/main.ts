import { startServer } from './server.ts';

// Production's entry: no test seam is passed here (the journeys start e2e/support/server.ts instead).
await startServer();
