import { randomBytes } from 'node:crypto';
import type { ApiKeyCreated, ApiKeyRequest, ApiKeyView } from '@portal/contract/integrations';
import { schema } from '@portal/db';
import type { ApiScope } from '@portal/domain';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { IntegrationPrincipal, StaffPrincipal } from '../../http/principal.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';

const { apiKeys, staff } = schema;

/** Keys read `opk_` and 43 URL-safe characters (32 random bytes), so a leaked one is easy to find in code and logs. */
const KEY_PREFIX = 'opk_';
const KEY_PATTERN = /^opk_[A-Za-z0-9_-]{43}$/;
/** The last use is written at most this often per key, so a busy integration does not write on every call. */
const LAST_USE_EVERY_MS = 60_000;

function view(row: typeof apiKeys.$inferSelect, createdBy: string | null): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiScope[],
    createdAt: row.createdAt.toISOString(),
    createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(deps: AppDeps): Promise<ApiKeyView[]> {
  const rows = await deps.db
    .select({ key: apiKeys, createdBy: staff.fullName })
    .from(apiKeys)
    .leftJoin(staff, eq(staff.id, apiKeys.createdByStaffId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => view(row.key, row.createdBy));
}

/** POST /api/staff/api-keys: the key is in this answer only; the database keeps its SHA-256 (decision 087). */
export async function createApiKey(deps: AppDeps, member: StaffPrincipal, body: ApiKeyRequest): Promise<ApiKeyCreated> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        name: body.name,
        prefix: key.slice(0, KEY_PREFIX.length + 6),
        keyHash: hashToken(key),
        scopes: body.scopes,
        createdByStaffId: member.staffId,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('api key insert returned no row');
    await recordAudit(tx, {
      actor: actorOf(member),
      action: 'api_key.created',
      subject: { ownerId: null, entity: 'api_key', entityId: created.id },
      details: { name: body.name, scopes: body.scopes },
      at: now,
    });
    return created;
  });
  const [creator] = await deps.db.select({ name: staff.fullName }).from(staff).where(eq(staff.id, member.staffId));
  return { ...view(row, creator?.name ?? null), key };
}

/** DELETE /api/staff/api-keys/:keyId: the key stops working at once, in every process (keys are never cached). */
export async function revokeApiKey(deps: AppDeps, member: StaffPrincipal, keyId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, keyId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such API key');
    if (row.revokedAt) return;
    await tx.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, keyId));
    await recordAudit(tx, {
      actor: actorOf(member),
      action: 'api_key.revoked',
      subject: { ownerId: null, entity: 'api_key', entityId: keyId },
      details: { name: row.name },
      at: now,
    });
  });
}

/** The key's principal, or null for a malformed, unknown or revoked key (one indexed read, never cached). */
export async function findIntegrationPrincipal(deps: AppDeps, raw: string): Promise<IntegrationPrincipal | null> {
  if (!KEY_PATTERN.test(raw)) return null;
  const [row] = await deps.db
    .select({ id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashToken(raw)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  return { kind: 'integration', keyId: row.id, name: row.name, scopes: row.scopes as ApiScope[] };
}

/**
 * Records when a key was last used, for the calls it was let through (a refused request writes nothing); at most
 * once a minute per key, so a busy integration does not write on every call. An onSend hook: before the answer goes.
 */
export function recordKeyUse(deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { principal } = request;
    if (principal?.kind !== 'integration' || reply.statusCode >= 400) return;
    const now = deps.now();
    const stale = new Date(now.getTime() - LAST_USE_EVERY_MS);
    await deps.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, principal.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  };
}
