import type { LoginStatus } from '@portal/domain';
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

/** Who makes a request: an owner or a staff member. Anonymous requests have no principal. */
export type Principal = OwnerPrincipal | StaffPrincipal;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
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
