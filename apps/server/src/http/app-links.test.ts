import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerAppLinks } from './app-links.ts';

const FINGERPRINT = Array.from({ length: 32 }, (_, index) => index.toString(16).padStart(2, '0').toUpperCase()).join(
  ':',
);

describe('app links (decision 098)', () => {
  it('serves the Android and iOS association files from the configuration', async () => {
    const app = Fastify();
    registerAppLinks(app, {
      ANDROID_APP_LINKS: `com.ownerportal.app:${FINGERPRINT.toLowerCase()}`,
      IOS_APP_LINKS: 'ABCDE12345.com.ownerportal.app',
    });
    const android = await app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(android.headers['content-type']).toContain('application/json');
    expect(android.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'com.ownerportal.app',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      },
    ]);
    const ios = await app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(ios.headers['content-type']).toContain('application/json');
    expect(ios.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.com.ownerportal.app'],
            components: [{ '/': '/admin-login/*' }, { '/': '/new-password/*' }],
          },
        ],
      },
    });
  });

  it('claims no app when none is configured, and refuses a malformed entry at start', async () => {
    const app = Fastify();
    registerAppLinks(app, { ANDROID_APP_LINKS: '', IOS_APP_LINKS: '' });
    expect((await app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' })).statusCode).toBe(404);
    expect(() => loadConfig({ ANDROID_APP_LINKS: 'com.ownerportal.app:not-a-fingerprint' })).toThrow(
      /ANDROID_APP_LINKS/,
    );
    expect(() => loadConfig({ IOS_APP_LINKS: 'com.ownerportal.app' })).toThrow(/IOS_APP_LINKS/);
    expect(loadConfig({ IOS_APP_LINKS: 'ABCDE12345.com.ownerportal.app' }).IOS_APP_LINKS).toBe(
      'ABCDE12345.com.ownerportal.app',
    );
  });
});
