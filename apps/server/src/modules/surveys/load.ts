import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import type { SurveyKind } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import { ownedProperty } from '../../http/ownership.ts';
import type { BankRow, OwnerRow, PropertyRow } from './bindings.ts';
import { type LoadedDefinition, loadDefinition } from './definitions.ts';

export type SurveyRow = typeof schema.ownerSurveys.$inferSelect;

/** Which survey a request is about: its kind and, for a property's survey, the (owned) property. */
export interface SurveyTarget {
  kind: SurveyKind;
  property: PropertyRow | null;
}

/** Everything a survey is read from: the definition, the owner, the rows holding answers, the bank account. */
export interface SurveyContext {
  owner: OwnerRow;
  target: SurveyTarget;
  definition: LoadedDefinition;
  /** The row of this survey (null until first saved); personal sections live in `personalRow` instead. */
  ownRow: SurveyRow | null;
  personalRow: SurveyRow | null;
  bank: BankRow | null;
}

/**
 * The survey a query names: no propertyId (or 'null') is onboarding unless a kind says otherwise; a propertyId is
 * that property's survey, through the one ownership guard (another owner's id answers 404 like an unknown one).
 */
export async function resolveTarget(
  db: Db | Tx,
  ownerId: number,
  query: { propertyId?: number | 'null' | undefined; kind?: SurveyKind | undefined },
): Promise<SurveyTarget> {
  const propertyId = typeof query.propertyId === 'number' ? query.propertyId : null;
  const kind = query.kind ?? (propertyId === null ? 'onboarding' : 'property');
  if ((kind === 'property') !== (propertyId !== null)) {
    throw new AppError(
      'VALIDATION_FAILED',
      kind === 'property' ? 'A property survey needs a propertyId' : `A ${kind} survey has no propertyId`,
    );
  }
  return { kind, property: propertyId === null ? null : await ownedProperty(db, ownerId, propertyId) };
}

function ownRowFilter(ownerId: number, target: SurveyTarget) {
  const { ownerSurveys: t } = schema;
  if (target.property) return and(eq(t.kind, 'property'), eq(t.propertyId, target.property.id));
  const base = and(eq(t.ownerId, ownerId), eq(t.kind, target.kind));
  return target.kind === 'add_property' ? and(base, isNull(t.completedAt)) : base;
}

async function rowWhere(db: Db | Tx, filter: ReturnType<typeof ownRowFilter>) {
  const [row] = await db.select().from(schema.ownerSurveys).where(filter).limit(1);
  return row ?? null;
}

/**
 * Reads a survey's context. `ownRowId` names the survey's row after a save (a property to add that was just completed
 * is no longer the open one).
 */
export async function loadContext(
  db: Db | Tx,
  owner: OwnerRow,
  target: SurveyTarget,
  options: { ownRowId?: number; definition?: LoadedDefinition } = {},
): Promise<SurveyContext> {
  const definition = options.definition ?? (await loadDefinition(db, target.kind));
  const personal = { kind: 'personal' as const, property: null };
  const ownFilter =
    options.ownRowId === undefined ? ownRowFilter(owner.id, target) : eq(schema.ownerSurveys.id, options.ownRowId);
  const ownRow = await rowWhere(db, ownFilter);
  const personalRow = target.kind === 'personal' ? ownRow : await rowWhere(db, ownRowFilter(owner.id, personal));
  const [bank] = target.property
    ? await db.select().from(schema.bankAccounts).where(eq(schema.bankAccounts.propertyId, target.property.id))
    : [];
  return { owner, target, definition, ownRow, personalRow, bank: bank ?? null };
}

export async function loadOwner(db: Db | Tx, ownerId: number): Promise<OwnerRow> {
  const [owner] = await db.select().from(schema.owners).where(eq(schema.owners.id, ownerId)).limit(1);
  if (!owner) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return owner;
}
