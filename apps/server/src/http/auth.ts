import { schema } from '@portal/db';
import type { LoginStatus } from '@portal/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../lib/tokens.ts';
import type { AppDeps } from '../types.ts';
import { AppError } from './errors.ts';

export type Surface = 'own' | 'pordal' | 'legacy';

export interface AuthContext {
  ownerId: number;
  tokenId: number;
  email: string;
  loginStatus: LoginStatus;
  /** Set when the session came from an admin login link: the admin acting as this owner. */
  actingAdmin: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

const TOKEN_KINDS = {
  own: ['session'],
  pordal: ['pordal_access'],
  legacy: ['legacy'],
} as const satisfies Record<Surface, readonly (typeof schema.authTokens.$inferSelect.kind)[]>;

/**
 * Owner API: Basic base64(ownerId:sessionToken). Pordal: Bearer access token.
 * Legacy: Bearer token, or Basic ownerId:token while an admin session is stored (spec §4).
 */
function readCredential(request: FastifyRequest, surface: Surface): string | null {
  const header = request.headers.authorization ?? '';
  const [scheme, value] = header.split(' ', 2);
  if (!scheme || !value) return null;
  if (scheme.toLowerCase() === 'bearer' && surface !== 'own') return value;
  if (scheme.toLowerCase() === 'basic' && surface !== 'pordal') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    return separator >= 0 ? decoded.slice(separator + 1) : null;
  }
  return null;
}

/** The one place a request becomes an owner: by token, never by a header the client sets. */
export function authenticate(deps: AppDeps, surface: Surface) {
  return async function authenticateRequest(request: FastifyRequest): Promise<void> {
    const raw = readCredential(request, surface);
    if (!raw || raw.length > 256) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    const { authTokens, owners } = schema;
    const [row] = await deps.db
      .select({
        tokenId: authTokens.id,
        ownerId: authTokens.ownerId,
        actingAdmin: authTokens.actingAdmin,
        email: owners.email,
        loginStatus: owners.loginStatus,
      })
      .from(authTokens)
      .innerJoin(owners, eq(owners.id, authTokens.ownerId))
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(raw)),
          inArray(authTokens.kind, [...TOKEN_KINDS[surface]]),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, deps.now()),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('UNAUTHENTICATED', 'Session expired, sign in again');
    const claimedOwner = request.headers['x-owner'];
    if (surface === 'own' && claimedOwner !== undefined && String(claimedOwner) !== String(row.ownerId)) {
      throw new AppError('OWNER_MISMATCH', 'x-owner does not match the signed-in owner');
    }
    request.auth = row;
  };
}

/** The signed-in owner; only call from routes behind `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.auth;
}
