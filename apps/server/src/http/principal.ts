import type { ApiScope, LoginStatus } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** A person of the company acting as the owner through an admin login link. */
export interface ActingStaff {
  /** The staff account, or null when the link was minted by the CLI for a name only. */
  staffId: number | null;
  name: string;
}

export interface OwnerPrincipal {
  kind: 'owner';
  ownerId: number;
  email: string;
  loginStatus: LoginStatus;
  tokenId: number;
  /** Set when the session came from an admin login link: every request under it is audited with this identity. */
  actingStaff: ActingStaff | null;
}

export interface StaffPrincipal {
  kind: 'staff';
  staffId: number;
  email: string;
  tokenId: number;
}

/** Another system of the company calling /api/integration with an API key (decision 087). */
export interface IntegrationPrincipal {
  kind: 'integration';
  keyId: number;
  name: string;
  scopes: readonly ApiScope[];
}

/** Who holds a session: an owner or a staff member. */
export type Principal = OwnerPrincipal | StaffPrincipal;

/** Who makes a request: a session's holder or an API key. Anonymous requests have no principal. */
export type RequestPrincipal = Principal | IntegrationPrincipal;

declare module 'fastify' {
  interface FastifyRequest {
    principal: RequestPrincipal | null;
  }
}

/** The signed-in owner; a request without one is refused (a staff member on an owner route gets 403). */
export function ownerOf(request: FastifyRequest): OwnerPrincipal {
  const { principal } = request;
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (principal.kind !== 'owner') throw new AppError('FORBIDDEN', 'This route is for owners');
  return principal;
}

/** The signed-in staff member, for the staff console's routes. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  const { principal } = request;
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (principal.kind !== 'staff') throw new AppError('FORBIDDEN', 'This route is for staff');
  return principal;
}

/** The API key of an integration call, which must have been given `scope` (403 SCOPE_MISSING otherwise). */
export function integrationOf(request: FastifyRequest, scope: ApiScope): IntegrationPrincipal {
  const { principal } = request;
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Send an API key as a bearer token');
  if (principal.kind !== 'integration') throw new AppError('FORBIDDEN', 'This route is for API keys');
  if (!principal.scopes.includes(scope)) {
    throw new AppError('SCOPE_MISSING', `This API key was not given the scope ${scope}`);
  }
  return principal;
}
