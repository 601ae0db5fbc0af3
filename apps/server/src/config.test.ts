import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { trustedProxies } from './http/trust-proxy.ts';

const PG = 'postgres://portal@db:5432/portal';

describe('SEED_DEMO (decision 072)', () => {
  it('auto: demo data on the embedded database only, never in production', () => {
    expect(loadConfig({}).seedsDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: PG }).seedsDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).seedsDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'never' }).seedsDemo).toBe(false);
  });

  it('yes: into any empty database; in production only with ALLOW_DEMO_ACCOUNTS=yes', () => {
    expect(loadConfig({ DATABASE_URL: PG, SEED_DEMO: 'yes' }).seedsDemo).toBe(true);
    expect(() => loadConfig({ DATABASE_URL: PG, SEED_DEMO: 'yes', NODE_ENV: 'production' })).toThrow(
      /SEED_DEMO: yes loads demo accounts .* also set ALLOW_DEMO_ACCOUNTS=yes/,
    );
    const allowed = loadConfig({
      DATABASE_URL: PG,
      SEED_DEMO: 'yes',
      NODE_ENV: 'production',
      ALLOW_DEMO_ACCOUNTS: 'yes',
    });
    expect(allowed).toMatchObject({ seedsDemo: true, isProduction: true });
    expect(() => loadConfig({ SEED_DEMO: 'always' })).toThrow(/SEED_DEMO/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies’ addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.18.0.0/16,loopback,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '172.18.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses anything else at start, naming what it did not understand', () => {
    for (const bad of ['true', '11', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '1,2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be a hop count/);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,nginx' })).toThrow(/not understood: nginx$/m);
  });

  it('a hop count trusts that many proxies from the process outwards', () => {
    const trust = trustedProxies(2);
    if (typeof trust !== 'function') throw new Error('a function');
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false, false]);
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies(['10.0.0.5'])).toEqual(['10.0.0.5']);
  });
});

describe('the other deployment settings', () => {
  it('checks the metrics settings, the direct connection and the shutdown limit', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: PG })).toThrow(/DATABASE_DIRECT_URL: only means something/);
    expect(loadConfig({ DATABASE_URL: PG, DATABASE_DIRECT_URL: PG }).DATABASE_DIRECT_URL).toBe(PG);
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '5' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
