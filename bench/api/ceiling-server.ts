/** The ceiling: a bare Fastify server answering a constant JSON body, in a process of its own (PORT). */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok', data: { flag: true, items: [1, 2, 3] } };
app.get('/', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
