import type { FastifyInstance } from 'fastify';

/**
 * The web app's policy: scripts, styles, fonts and data from this origin only (no inline or eval'd script, so an
 * injected `<script>` or `onerror=` never runs and a stolen token cannot be sent elsewhere); images may be data: or
 * blob: (previews of an upload) or come from the configured picture hosts (IMAGE_HOSTS, decision 085); PDFs may be
 * previewed from blob: in a frame of our own; the only worker is the service worker, from this origin (no blob:
 * workers: the one that warmed formatting data went with decision 077); nobody may frame us. Styles allow 'unsafe-inline' because components set
 * style attributes; that cannot run code.
 */
export const appCsp = (imageHosts: readonly string[] = []) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageHosts].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' blob:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** JSON answers are never documents: nothing in them may load or run anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** Files the API serves (attachments, nosniff): a browser's PDF viewer must still work, in a frame of the app. */
export const FILE_CSP = "frame-ancestors 'self'";

/**
 * Headers every response carries (decision 046): CSP (the documentation page keeps its own), no sniffing, no
 * framing, a same-origin referrer, HSTS when the public address is https, and `Cache-Control: no-store` on API
 * answers unless a route chose its own (files with an ETag), so tokens and owner data never sit in a cache.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; imageHosts?: readonly string[] },
): void {
  const APP_CSP = appCsp(options.imageHosts);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const isApi = request.url.startsWith('/api/');
    // By path, not by Content-Type: a streamed file (index.html) has no type yet when this runs.
    if (!reply.hasHeader('Content-Security-Policy')) {
      const isJson = String(reply.getHeader('Content-Type') ?? '').startsWith('application/json');
      // Files from the API (PDFs the app previews in a frame of its own) only limit who may frame them.
      reply.header('Content-Security-Policy', !isApi ? APP_CSP : isJson ? API_CSP : FILE_CSP);
    }
    if (isApi && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}
