/**
 * npm run bench -- --explain: the plans of the owner calls' statements on the large data set, as the server runs them.
 * auto_explain (ANALYZE, BUFFERS) is preloaded for the bench database's sessions; the plans go to PostgreSQL's log.
 */

import { admin } from '../bench-db.ts';
import { LARGE } from '../datasets.ts';
import { BENCH_PASSWORD, generatedDatabase } from './databases.ts';
import { serveCommand, startProcess } from './processes.ts';

export async function explainOwnerCalls(log: (line: string) => void): Promise<void> {
  const generated = await generatedDatabase(LARGE, log);
  const name = new URL(generated.url).pathname.slice(1);
  try {
    await admin(
      `ALTER DATABASE "${name}" SET session_preload_libraries = 'auto_explain';
       ALTER DATABASE "${name}" SET auto_explain.log_min_duration = 0;
       ALTER DATABASE "${name}" SET auto_explain.log_analyze = on;
       ALTER DATABASE "${name}" SET auto_explain.log_buffers = on;`,
    );
    const server = await startProcess(
      serveCommand(),
      { DATABASE_URL: generated.url, SEED_DEMO: 'never', RATE_LIMITS: 'off' },
      '/readyz',
    );
    try {
      log(`explain: server on ${server.url}, database ${name}; plans in PostgreSQL's log`);
      const email = generated.emails[0];
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password: BENCH_PASSWORD }),
      });
      const session = (await login.json()) as { token: string; user: { userId: number } };
      const headers = {
        authorization: `Basic ${Buffer.from(`${session.user.userId}:${session.token}`).toString('base64')}`,
        'content-type': 'application/json',
      };
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/properties?limit=12&page=1'],
        ['GET', '/api/calendar?listingId=1&from=2026-10-27&to=2027-02-28'],
        ['POST', '/api/statistics', { property_id: 1, month: 11, year: 2026 }],
        ['GET', '/api/reservations?listingId=1&checkInDateLocalizedLte=2026-11-30&checkOutDateLocalizedGte=2026-11-01'],
        ['POST', '/api/statements_list', { property_id: 1 }],
        ['GET', '/api/notifications'],
      ];
      for (const [method, path, body] of calls) {
        log(`-- ${method} ${path} at ${new Date().toISOString()}`);
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        log(`   ${response.status}`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await generated.drop();
  }
}
