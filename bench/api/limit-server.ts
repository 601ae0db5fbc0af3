/**
 * The limit of the mixed-load benchmark: a bare Fastify server with a `pg` pool answering the calendar of
 * one owner's property with ONE hand-written statement that checks the session, the ownership and builds the whole
 * JSON answer (every day of the range with its stays and tasks) in PostgreSQL. No framework around it, no validation,
 * no serialization in Node: the fastest a database-backed answer can be here. PORT, DATABASE_URL.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const CALENDAR = `
  WITH owner AS (
    SELECT t.owner_id FROM auth_tokens t
    WHERE t.token_hash = $1 AND t.kind = 'session' AND t.owner_id = $2 AND t.revoked_at IS NULL AND t.expires_at > now()
  ), property AS (
    SELECT p.id, p.time_zone FROM properties p JOIN owner o ON o.owner_id = p.owner_id WHERE p.id = $3
  ), days AS (
    SELECT d::date AS day,
           (d::timestamp AT TIME ZONE (SELECT time_zone FROM property)) AS starts,
           ((d + interval '1 day')::timestamp AT TIME ZONE (SELECT time_zone FROM property)) AS ends
    FROM generate_series($4::date, $5::date, interval '1 day') d
  ), window_ AS (
    SELECT min(starts) AS starts, max(ends) AS ends FROM days
  ), stays_ AS (
    SELECT s.id, s.kind, s.status, s.is_parked, s.note, s.check_in, s.check_out FROM stays s, window_ w
    WHERE s.property_id = (SELECT id FROM property) AND s.status <> 'cancelled'
      AND tstzrange(s.check_in, s.check_out, '[)') && tstzrange(w.starts, w.ends, '[)')
  ), tasks_ AS (
    SELECT t.id, t.title, t.check_in, t.check_out FROM tasks t, window_ w
    WHERE t.property_id = (SELECT id FROM property) AND t.check_in < w.ends AND t.check_out > w.starts
  )
  SELECT json_build_object(
    'listingId', p.id, 'timeZone', p.time_zone,
    'days', (
      SELECT json_agg(json_build_object(
        'date', days.day,
        'stays', (SELECT coalesce(json_agg(json_build_object('id', s.id, 'kind', s.kind, 'status', s.status,
                    'isParked', s.is_parked, 'note', s.note, 'checkIn', s.check_in, 'checkOut', s.check_out)), '[]')
                  FROM stays_ s WHERE s.check_in < days.ends AND s.check_out > days.starts),
        'tasks', (SELECT coalesce(json_agg(json_build_object('id', t.id, 'title', t.title)), '[]')
                  FROM tasks_ t WHERE t.check_in < days.ends AND t.check_out > days.starts)
      ) ORDER BY days.day)
      FROM days)
  )::text AS body
  FROM property p`;

app.get('/ready', async () => ({ status: 'ok' }));

app.get('/api/calendar', async (request, reply) => {
  const query = request.query as { listingId: string; from: string; to: string };
  const [, credentials = ''] = (request.headers.authorization ?? '').split(' ');
  const [ownerId = '', token = ''] = Buffer.from(credentials, 'base64').toString('utf8').split(':');
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query(CALENDAR, [hash, ownerId, query.listingId, query.from, query.to]);
  const body = rows[0]?.body as string | undefined;
  if (body === undefined) return reply.code(404).send({ status: 404 });
  return reply.type('application/json; charset=utf-8').send(body);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
