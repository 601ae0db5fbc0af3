import type { schema } from '@portal/db';
import type { RequestPrincipal } from '../http/principal.ts';

export type TokenKind = typeof schema.authTokens.$inferSelect.kind;
export type CredentialScheme = 'basic' | 'bearer';
/** Names of `components.securitySchemes` in the OpenAPI document (apps/server/src/http/openapi.ts). */
export type SecuritySchemeName =
  | 'ownerBasic'
  | 'pordalBearer'
  | 'legacyBearer'
  | 'legacyBasic'
  | 'staffBearer'
  | 'integrationBearer';

/** How a surface authenticates every route it registers, unless the route is in the public allowlist. */
export interface SurfaceDefinition {
  name: 'own' | 'pordal' | 'legacy' | 'staff' | 'integration';
  prefix: string;
  principal: RequestPrincipal['kind'];
  schemes: readonly CredentialScheme[];
  tokenKinds: readonly TokenKind[];
  /** The owner API's x-owner header must name the session's owner (403 OWNER_MISMATCH otherwise). */
  checksOwnerHeader: boolean;
  /** For the OpenAPI document: any one of these authenticates. */
  security: readonly SecuritySchemeName[];
}

/**
 * Owner API: Basic base64(ownerId:sessionToken). Pordal: Bearer access token. Legacy: Bearer token, or Basic
 * ownerId:token while an admin session is stored (docs/product/sign-in-and-session.md#requests-and-identity). Staff console: Bearer staff session (no routes yet).
 */
export const SURFACES = {
  own: {
    name: 'own',
    prefix: '/api',
    principal: 'owner',
    schemes: ['basic'],
    tokenKinds: ['session'],
    checksOwnerHeader: true,
    security: ['ownerBasic'],
  },
  pordal: {
    name: 'pordal',
    prefix: '/api/pordal',
    principal: 'owner',
    schemes: ['bearer'],
    tokenKinds: ['pordal_access'],
    checksOwnerHeader: false,
    security: ['pordalBearer'],
  },
  legacy: {
    name: 'legacy',
    prefix: '/api/legacy',
    principal: 'owner',
    schemes: ['bearer', 'basic'],
    tokenKinds: ['legacy'],
    checksOwnerHeader: false,
    security: ['legacyBearer', 'legacyBasic'],
  },
  staff: {
    name: 'staff',
    prefix: '/api/staff',
    principal: 'staff',
    schemes: ['bearer'],
    tokenKinds: ['staff_session'],
    checksOwnerHeader: false,
    security: ['staffBearer'],
  },
  // The company's other systems (decision 087): an API key, not a session; keys live in api_keys.
  integration: {
    name: 'integration',
    prefix: '/api/integration',
    principal: 'integration',
    schemes: ['bearer'],
    tokenKinds: [],
    checksOwnerHeader: false,
    security: ['integrationBearer'],
  },
} as const satisfies Record<SurfaceDefinition['name'], SurfaceDefinition>;
