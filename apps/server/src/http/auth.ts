import type { FastifyRequest, RouteOptions } from 'fastify';
import { findOwnerPrincipal, findStaffPrincipal } from '../modules/auth/principal-repo.ts';
import { findIntegrationPrincipal } from '../modules/integration/keys.ts';
import type { SurfaceDefinition } from '../surfaces/definitions.ts';
import type { AppDeps } from '../types.ts';
import { AppError } from './errors.ts';
import type { RequestPrincipal } from './principal.ts';

/** The raw token of the schemes the surface accepts, or null. */
function readCredential(request: FastifyRequest, surface: SurfaceDefinition): string | null {
  const header = request.headers.authorization ?? '';
  const [scheme = '', value] = header.split(' ', 2);
  if (!value) return null;
  const kind = scheme.toLowerCase();
  if (kind === 'bearer' && surface.schemes.includes('bearer')) return value;
  if (kind === 'basic' && surface.schemes.includes('basic')) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    return separator >= 0 ? decoded.slice(separator + 1) : null;
  }
  return null;
}

/** The principal the request's credential names on this surface, or null; never a header the client sets. */
async function principalOf(
  deps: AppDeps,
  surface: SurfaceDefinition,
  request: FastifyRequest,
): Promise<RequestPrincipal | null> {
  const raw = readCredential(request, surface);
  if (!raw || raw.length > 256) return null;
  const now = deps.now();
  // API keys are looked up every time (one indexed read): a revoked key stops at once in every process.
  if (surface.principal === 'integration') return findIntegrationPrincipal(deps, raw);
  // The surface fixes the principal's kind and the token kinds it accepts. Read every time (one indexed read, decision
  // 079): a sign-out or password change in any process refuses the token on the very next request.
  const find = surface.principal === 'owner' ? findOwnerPrincipal : findStaffPrincipal;
  const found = await find(deps.db, raw, surface.tokenKinds, now);
  return found?.principal ?? null;
}

function checkOwnerHeader(request: FastifyRequest, surface: SurfaceDefinition, principal: RequestPrincipal): void {
  const claimed = request.headers['x-owner'];
  if (!surface.checksOwnerHeader || claimed === undefined || principal.kind !== 'owner') return;
  if (String(claimed) !== String(principal.ownerId)) {
    throw new AppError('OWNER_MISMATCH', 'x-owner does not match the signed-in owner');
  }
}

const AUTHENTICATORS = new WeakSet<object>();

/** The one place a request gets its principal; the surface runs it in onRequest, before the body is read. */
export function authenticate(deps: AppDeps, surface: SurfaceDefinition) {
  async function authenticateRequest(request: FastifyRequest): Promise<void> {
    const principal = await principalOf(deps, surface, request);
    if (!principal) {
      const detail = request.headers.authorization ? 'Session expired, sign in again' : 'Sign in to continue';
      throw new AppError('UNAUTHENTICATED', detail);
    }
    // Known before the x-owner check, so a refused request under an admin session is audited too.
    request.principal = principal;
    checkOwnerHeader(request, surface, principal);
  }
  AUTHENTICATORS.add(authenticateRequest);
  return authenticateRequest;
}

/** For a public route that says who is calling when it can: a missing or stale credential leaves no principal. */
export function identify(deps: AppDeps, surface: SurfaceDefinition) {
  return async function identifyRequest(request: FastifyRequest): Promise<void> {
    const principal = await principalOf(deps, surface, request);
    if (principal) request.principal = principal;
  };
}

/** Whether a registered route runs a surface's authentication (what the route-walk test checks). */
export function isAuthenticatedRoute(route: Pick<RouteOptions, 'onRequest'>): boolean {
  const hooks = [route.onRequest ?? []].flat();
  return hooks.some((hook) => AUTHENTICATORS.has(hook));
}
