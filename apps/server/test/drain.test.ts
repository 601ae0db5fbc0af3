import { describe, expect, it } from 'vitest';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * What a draining process (SIGTERM, decision 073) answers: /readyz 503 at once, so the load balancer sends nothing
 * new; a request that still reaches it is answered and its connection closed; no new event stream is opened.
 */
const ctx = useTestApp({ seeded: true });

describe('draining', () => {
  it('readyz turns 503 at once; other requests are still answered, each closing its connection', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers.connection).not.toBe('close');

    await ctx.app.drain();
    expect(ctx.app.isDraining()).toBe(true);
    const draining = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', detail: 'shutting down' });

    const properties = await ctx.app.inject({ method: 'GET', url: '/api/properties', headers: ownHeaders(login) });
    expect(properties.statusCode, properties.body).toBe(200);
    expect(properties.headers.connection).toBe('close');

    const stream = await ctx.app.inject({ method: 'GET', url: '/api/events', headers: ownHeaders(login) });
    expect(stream.statusCode).toBe(503);
    expect(stream.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
