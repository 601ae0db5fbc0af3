import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/** The paths of this site a native app opens itself (decision 098): the two sign-in links mail carries. */
export const APP_LINK_PATHS = ['/admin-login/*', '/new-password/*'] as const;

const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Digital Asset Links: which Android apps (package and signing certificate) may open this site's links. */
export function assetLinks(androidApps: string): unknown[] {
  return list(androidApps).map((entry) => {
    const at = entry.indexOf(':');
    return {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: entry.slice(0, at),
        sha256_cert_fingerprints: [entry.slice(at + 1).toUpperCase()],
      },
    };
  });
}

/** apple-app-site-association: which iOS apps (team and bundle id) open which paths as universal links. */
export function appleAppSiteAssociation(iosApps: string): unknown {
  return {
    applinks: {
      details: [{ appIDs: list(iosApps), components: APP_LINK_PATHS.map((path) => ({ '/': path })) }],
    },
  };
}

/**
 * `/.well-known/assetlinks.json` and `/.well-known/apple-app-site-association` from ANDROID_APP_LINKS and IOS_APP_LINKS
 * (JSON, cached an hour: the platforms fetch them at install); 404 when unset, so a site without apps claims none.
 */
export function registerAppLinks(app: FastifyInstance, config: { ANDROID_APP_LINKS: string; IOS_APP_LINKS: string }) {
  const serve = (path: string, body: unknown) => {
    const text = body === null ? null : JSON.stringify(body);
    // Not part of the API: files the phone platforms read, left out of the OpenAPI document as /healthz is.
    app.get(path, { schema: { hide: true } }, (_request, reply) =>
      text === null
        ? sendError(reply, 'NOT_FOUND', 'no app is configured')
        : reply.header('Cache-Control', 'public, max-age=3600').type('application/json').send(text),
    );
  };
  serve('/.well-known/assetlinks.json', config.ANDROID_APP_LINKS ? assetLinks(config.ANDROID_APP_LINKS) : null);
  serve(
    '/.well-known/apple-app-site-association',
    config.IOS_APP_LINKS ? appleAppSiteAssociation(config.IOS_APP_LINKS) : null,
  );
}
