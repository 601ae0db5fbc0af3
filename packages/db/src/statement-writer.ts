import {
  type BuiltStatement,
  checkStatement,
  minorToDecimal,
  type StatementProblem,
  toMinorUnits,
} from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { statementAdjustments, statementReservations, statements } from './schema/statements.ts';

/** A statement whose figures do not add up (packages/domain checkStatement); nothing of it was written. */
export class InconsistentStatementError extends Error {
  constructor(readonly problems: StatementProblem[]) {
    super(problems.map((p) => `${p.field}: ${p.code} (expected ${p.expected}, got ${p.actual})`).join('; '));
  }
}

export interface StatementTarget {
  propertyId: number;
  year: number;
  month: number;
  currency: string;
}

/** What writing did: a new statement, a rebuilt draft, the same figures again, or a published one left as it was. */
export type WriteOutcome = 'created' | 'updated' | 'unchanged' | 'frozen';

/** Everything a statement shows, as one comparable text: equal texts, equal statements. */
function digestOf(built: BuiltStatement, currency: string): string {
  return JSON.stringify([
    currency,
    built.figures,
    built.lines.map((l) => [
      l.confirmationCode,
      l.guestName,
      l.checkIn.getTime(),
      l.checkOut.getTime(),
      l.nights,
      l.grossRevenue,
      l.managementFee,
      l.netPayout,
    ]),
    built.adjustments.map((a) => [a.kind, a.sourceId, a.label, a.amount]),
  ]);
}

/** A stored statement back in the domain's shape (minor units), to compare with a rebuilt one. */
export async function readBuiltStatement(tx: Tx, statementId: number): Promise<BuiltStatement & { currency: string }> {
  const [row] = await tx.select().from(statements).where(eq(statements.id, statementId));
  if (!row) throw new Error(`statement ${statementId} not found`);
  const lines = await tx
    .select()
    .from(statementReservations)
    .where(eq(statementReservations.statementId, statementId))
    .orderBy(asc(statementReservations.position));
  const adjustments = await tx
    .select()
    .from(statementAdjustments)
    .where(eq(statementAdjustments.statementId, statementId))
    .orderBy(asc(statementAdjustments.position));
  return {
    currency: row.currency,
    figures: {
      grossRevenue: toMinorUnits(row.grossRevenue),
      managementFee: toMinorUnits(row.managementFee),
      expenses: toMinorUnits(row.expenses),
      refunds: toMinorUnits(row.refunds),
      net: toMinorUnits(row.netAmount),
    },
    lines: lines.map((l) => ({
      confirmationCode: l.confirmationCode,
      guestName: l.guestName,
      checkIn: l.checkIn,
      checkOut: l.checkOut,
      nights: l.nights,
      grossRevenue: toMinorUnits(l.grossRevenue),
      managementFee: toMinorUnits(l.managementFee),
      netPayout: toMinorUnits(l.netPayout),
    })),
    adjustments: adjustments.map((a) => ({
      kind: a.kind,
      sourceId: a.sourceId,
      label: a.label,
      amount: toMinorUnits(a.amount),
    })),
  };
}

type Item = StatementTarget & { built: BuiltStatement; publish: boolean; now: Date };

function checked(item: Item): Item {
  const problems = checkStatement(item.built);
  if (problems.length > 0) throw new InconsistentStatementError(problems);
  return item;
}

/** The columns a (re)build sets; the property and month are the statement's key. */
function figureValues(item: Item) {
  const { figures } = item.built;
  return {
    currency: item.currency,
    grossRevenue: minorToDecimal(figures.grossRevenue),
    managementFee: minorToDecimal(figures.managementFee),
    expenses: minorToDecimal(figures.expenses),
    refunds: minorToDecimal(figures.refunds),
    netAmount: minorToDecimal(figures.net),
    closedAt: item.now,
    updatedAt: item.now,
    ...(item.publish ? { status: 'published' as const, publishedAt: item.now } : {}),
  };
}

const CHUNK = 500;
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function insertParts(tx: Tx, parts: { statementId: number; built: BuiltStatement }[]): Promise<void> {
  const lines = parts.flatMap(({ statementId, built }) =>
    built.lines.map((line, position) => ({
      statementId,
      position,
      confirmationCode: line.confirmationCode,
      guestName: line.guestName,
      checkIn: line.checkIn,
      checkOut: line.checkOut,
      nights: line.nights,
      grossRevenue: minorToDecimal(line.grossRevenue),
      managementFee: minorToDecimal(line.managementFee),
      netPayout: minorToDecimal(line.netPayout),
    })),
  );
  const adjustments = parts.flatMap(({ statementId, built }) =>
    built.adjustments.map((adjustment, position) => ({
      statementId,
      position,
      kind: adjustment.kind,
      sourceId: adjustment.sourceId,
      label: adjustment.label,
      amount: minorToDecimal(adjustment.amount),
    })),
  );
  await insertChunked(lines, (chunk) => tx.insert(statementReservations).values(chunk));
  await insertChunked(adjustments, (chunk) => tx.insert(statementAdjustments).values(chunk));
}

/**
 * Inserts statements that do not exist yet, many at once, each after the consistency check (the demo seed, where the
 * database is known to be empty of them). Returns their ids in the order given.
 */
export async function insertStatements(tx: Tx, items: Item[]): Promise<number[]> {
  const ids: number[] = [];
  await insertChunked(items.map(checked), async (chunk) => {
    const rows = await tx
      .insert(statements)
      .values(
        chunk.map((item) => ({
          propertyId: item.propertyId,
          year: item.year,
          month: item.month,
          ...figureValues(item),
        })),
      )
      .returning({ id: statements.id });
    const parts = chunk.map((item, i) => ({ statementId: rows[i]?.id ?? 0, built: item.built }));
    await insertParts(tx, parts);
    ids.push(...rows.map((row) => row.id));
  });
  return ids;
}

/**
 * Stores a built statement after the consistency check (month close, demo seed and import all come through here): a
 * new one is inserted, a draft is rebuilt, a published one is never touched (its figures are frozen). With `publish`
 * the statement is published in the same write. Returns the statement's id and what happened.
 */
export async function writeStatement(tx: Tx, input: Item): Promise<{ id: number; outcome: WriteOutcome }> {
  checked(input);
  const [existing] = await tx
    .select({ id: statements.id, status: statements.status })
    .from(statements)
    .where(
      and(
        eq(statements.propertyId, input.propertyId),
        eq(statements.year, input.year),
        eq(statements.month, input.month),
      ),
    )
    .for('update');
  if (!existing) {
    const [id] = await insertStatements(tx, [input]);
    return { id: id ?? 0, outcome: 'created' };
  }
  const stored = await readBuiltStatement(tx, existing.id);
  const isSame = digestOf(stored, stored.currency) === digestOf(input.built, input.currency);
  if (existing.status === 'published') return { id: existing.id, outcome: isSame ? 'unchanged' : 'frozen' };
  if (isSame && !input.publish) return { id: existing.id, outcome: 'unchanged' };
  await tx.update(statements).set(figureValues(input)).where(eq(statements.id, existing.id));
  if (!isSame) {
    await tx.delete(statementReservations).where(eq(statementReservations.statementId, existing.id));
    await tx.delete(statementAdjustments).where(eq(statementAdjustments.statementId, existing.id));
    await insertParts(tx, [{ statementId: existing.id, built: input.built }]);
  }
  return { id: existing.id, outcome: 'updated' };
}
