import type { CloseMonthResponse } from '@portal/contract/staff';
import { type Db, loadMonthInputs, schema, type Tx, type WriteOutcome, writeStatement } from '@portal/db';
import {
  buildStatement,
  isMonthFinished,
  type LocalMonth,
  localDateOf,
  localMonth,
  monthRange,
  type StatementStay,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../types.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { payoutOf } from '../calendar/finance.ts';
import { findReservations } from '../calendar/repo.ts';

type Property = typeof schema.properties.$inferSelect;

/**
 * The guest stays that may end in the month, read by the calendar's own reservations query and priced by its own
 * payout rule (calendar/finance.ts): a statement line is always the figure the booking details show.
 */
async function monthStays(db: Db, property: Property, month: LocalMonth): Promise<StatementStay[]> {
  const { from, to } = monthRange(month);
  const { rows } = await findReservations(db, {
    ownerId: property.ownerId,
    propertyId: property.id,
    checkOutGte: from,
    checkInLte: to,
    statuses: ['confirmed', 'checked_in'],
    descending: false,
    limit: 1000,
    skip: 0,
  });
  return rows
    .filter((row) => row.kind === 'guest' && !row.isParked)
    .map((row) => ({
      confirmationCode: row.confirmationCode,
      guestName: row.guestName,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      nights: row.nights,
      payout: payoutOf(row),
    }));
}

/** Builds and writes one property's statement for a finished month (a published one stays as it is). */
async function closeProperty(
  tx: Tx,
  property: Property,
  input: { year: number; month: number; publish: boolean; now: Date },
): Promise<WriteOutcome> {
  const month = localMonth(input.year, input.month);
  const [stays, inputs] = await Promise.all([
    monthStays(tx as unknown as Db, property, month),
    loadMonthInputs(tx, { propertyId: property.id, ...input }),
  ]);
  const built = buildStatement({ month, timeZone: property.timeZone, stays, ...inputs });
  const { outcome } = await writeStatement(tx, {
    propertyId: property.id,
    year: input.year,
    month: input.month,
    currency: property.currency,
    built,
    publish: input.publish,
    now: input.now,
  });
  return outcome;
}

/**
 * Month close (decision 030): for every property (or one) whose month is over on its own clock, the
 * statement is built from the month's reservations, invoices and refunds, checked (net = gross − fee − expenses +
 * refunds), and stored as a draft — or published with `publish`. Drafts are rebuilt by every close; published
 * statements are frozen. One transaction, one close of a month at a time (advisory lock), audited once.
 */
export async function closeMonth(
  deps: AppDeps,
  actor: AuditActor,
  input: { year: number; month: number; propertyId?: number | undefined; publish: boolean },
): Promise<CloseMonthResponse> {
  const now = deps.now();
  const month = localMonth(input.year, input.month);
  const report: CloseMonthResponse = { created: 0, updated: 0, unchanged: 0, frozen: 0, notFinished: 0, published: 0 };
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`month-close:${month}`}))`);
    const properties = await tx
      .select()
      .from(schema.properties)
      .where(input.propertyId === undefined ? undefined : eq(schema.properties.id, input.propertyId))
      .orderBy(schema.properties.id);
    if (input.propertyId !== undefined && properties.length === 0) throw new AppError('NOT_FOUND', 'No such property');
    const finished = properties.filter((p) => isMonthFinished(month, localDateOf(now, p.timeZone)));
    if (finished.length === 0) throw new AppError('MONTH_NOT_FINISHED', `${month} is not over yet`);
    report.notFinished = properties.length - finished.length;
    for (const property of finished) {
      const outcome = await closeProperty(tx, property, { ...input, now });
      report[outcome]++;
      if (input.publish && (outcome === 'created' || outcome === 'updated')) report.published++;
    }
    await recordAudit(tx, {
      actor,
      action: 'statements.closed',
      subject: { ownerId: null, entity: 'month', entityId: month },
      details: { ...report, propertyId: input.propertyId ?? null, publish: input.publish },
      at: now,
    });
  });
  return report;
}

/** Publishes the month's drafts (every property, or one): their figures are frozen from now on. Audited per owner. */
export async function publishStatements(
  deps: AppDeps,
  actor: AuditActor,
  input: { year: number; month: number; propertyId?: number | undefined },
): Promise<{ published: number }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const onlyProperty = input.propertyId === undefined ? sql`TRUE` : sql`s.property_id = ${input.propertyId}`;
    const result = (await tx.execute(sql`
      UPDATE statements s SET status = 'published', published_at = ${now}, updated_at = ${now}
      FROM properties p
      WHERE p.id = s.property_id AND s.year = ${input.year} AND s.month = ${input.month} AND s.status = 'draft'
        AND ${onlyProperty}
      RETURNING s.id, s.property_id, p.owner_id
    `)) as unknown as { rows: { id: number; property_id: number; owner_id: number }[] };
    const published = result.rows;
    for (const statement of published) {
      await recordAudit(tx, {
        actor,
        action: 'statements.published',
        subject: { ownerId: Number(statement.owner_id), entity: 'statement', entityId: Number(statement.id) },
        details: { year: input.year, month: input.month, propertyId: Number(statement.property_id) },
        at: now,
      });
    }
    return { published: published.length };
  });
}
