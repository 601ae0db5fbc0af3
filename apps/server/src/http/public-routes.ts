/**
 * The ONE list of routes anyone may call without a principal. Every other route is authenticated by its surface;
 * the app refuses to start, and the route-walk test fails, when a route is neither (apps/server/test/route-walk).
 * HEAD follows GET. Adding an entry is a security decision: say why.
 */
export interface PublicRoute {
  method: 'GET' | 'POST';
  /** The full path as registered (':id' for parameters); `under` also admits everything below it. */
  path: string;
  under?: true;
  why: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { method: 'GET', path: '/healthz', why: 'process liveness for the load balancer' },
  { method: 'GET', path: '/readyz', why: 'database reachability for the load balancer' },
  {
    method: 'GET',
    path: '/.well-known/assetlinks.json',
    why: 'Android checks which apps open the sign-in links (public by design; only the app ids and certificates)',
  },
  {
    method: 'GET',
    path: '/.well-known/apple-app-site-association',
    why: 'iOS checks which apps open the sign-in links (public by design; only the app ids)',
  },
  {
    method: 'GET',
    path: '/metrics',
    why: 'Prometheus, not a principal: served only with METRICS_TOKEN, whose bearer token it asks for itself (401); 404 otherwise',
  },
  { method: 'GET', path: '/api/docs', why: 'the OpenAPI document' },
  { method: 'GET', path: '/api/docs/ui', under: true, why: 'the readable API page and its assets' },
  { method: 'POST', path: '/api/login', why: 'sign-in' },
  { method: 'POST', path: '/api/login_as_admin', why: 'sign-in with a single-use admin link token' },
  {
    method: 'POST',
    path: '/api/passkeys/sign-in/options',
    why: 'sign-in with a passkey: a single-use, 5-minute challenge (a row; limited per address)',
  },
  { method: 'POST', path: '/api/passkeys/sign-in', why: 'sign-in with a passkey: the signed answer is the credential' },
  { method: 'GET', path: '/api/version_log', why: 'the native app checks for updates before sign-in' },
  {
    method: 'POST',
    path: '/api/client-errors',
    why: 'browser errors from signed-out pages too; the owner is identified when a valid session is sent',
  },
  {
    method: 'POST',
    path: '/api/internal/admin-login-link',
    why: 'not a principal: its own check (loopback and the secret in server.json) answers 404 to anyone else',
  },
  {
    method: 'POST',
    path: '/api/internal/admin-operation',
    why: 'the admin CLI while the server holds the embedded database; the same loopback-and-secret check, 404 otherwise',
  },
  { method: 'POST', path: '/api/staff/login', why: 'staff sign-in to the console (the password; a pending token)' },
  {
    method: 'POST',
    path: '/api/staff/second-factor/options',
    why: 'the staff passkey challenge: the pending token from the password step is the credential',
  },
  {
    method: 'POST',
    path: '/api/staff/second-factor',
    why: 'the staff second factor: the pending token from the password step is the credential',
  },
  {
    method: 'POST',
    path: '/api/staff/enrolment/start',
    why: 'a staff member enrols a second factor at the first sign-in: the pending token is the credential',
  },
  {
    method: 'POST',
    path: '/api/staff/enrolment/finish',
    why: 'the first code or passkey proves the enrolment: the pending token is the credential',
  },
  {
    method: 'GET',
    path: '/ical/:token.ics',
    why: 'calendar apps follow the subscription link with no session: the random token (stored hashed) is the credential, and any token that opens no feed answers the same bare 404',
  },
  {
    method: 'GET',
    path: '/ical/availability/:token.ics',
    why: 'the channels (Airbnb, Booking.com, Vrbo) import busy days with no session: the random token (stored hashed) is the credential, any token that opens nothing answers the same bare 404, and the feed names no one',
  },
  { method: 'POST', path: '/api/pordal/oauth', why: 'token endpoint: password and refresh_token grants' },
  { method: 'GET', path: '/api/pordal/password/owner-forgot', why: 'asks for a reset mail' },
  { method: 'GET', path: '/api/pordal/password/check-reset-token', why: 'the reset link is the credential' },
  { method: 'POST', path: '/api/pordal/password/owner-reset', why: 'the reset token is the credential' },
];

/** Files of the built web app, registered one route each by @fastify/static: anything outside /api is public. */
function isWebFile(method: string, url: string): boolean {
  return method === 'GET' && url !== '/api' && !url.startsWith('/api/');
}

function isPublicMethod(method: string, url: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  if (isWebFile(asked, url)) return true;
  return PUBLIC_ROUTES.some(
    (route) =>
      route.method === asked && (url === route.path || (route.under === true && url.startsWith(`${route.path}/`))),
  );
}

export function isPublicRoute(method: string | readonly string[], url: string): boolean {
  const methods = typeof method === 'string' ? [method] : method;
  return methods.length > 0 && methods.every((m) => isPublicMethod(m, url));
}
