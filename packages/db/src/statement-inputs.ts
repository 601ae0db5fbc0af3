import { type StatementInput, toMinorUnits } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { furnishingInvoices, maintenanceInvoices, refunds } from './schema/statements.ts';

type MaintenanceRow = typeof maintenanceInvoices.$inferSelect;
type FurnishingRow = typeof furnishingInvoices.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type MonthInputs = Pick<StatementInput, 'maintenance' | 'furnishing' | 'refunds'>;

const orNull = (value: string | null) => (value === null ? null : toMinorUnits(value));

/** Stored invoices and refunds in the shape month close (packages/domain buildStatement) reads, in minor units. */
export const maintenanceInput = (row: MaintenanceRow): MonthInputs['maintenance'][number] => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  title: row.title,
  totalExpenses: orNull(row.totalExpenses),
  expenses: toMinorUnits(row.expenses),
  fee: toMinorUnits(row.fee),
  otherExpenses: toMinorUnits(row.otherExpenses),
});

export const furnishingInput = (row: FurnishingRow): MonthInputs['furnishing'][number] => ({
  id: row.id,
  title: row.title,
  expenses: toMinorUnits(row.fpExpenses),
  fee: toMinorUnits(row.fpFee),
  otherExpenses: toMinorUnits(row.nonFpExpenses),
  received: toMinorUnits(row.totalReceived),
});

export const refundInput = (row: RefundRow): MonthInputs['refunds'][number] => ({
  id: row.id,
  description: row.description,
  amount: toMinorUnits(row.amount),
});

/** The maintenance invoices, furnishing invoices and refunds of one property and month. */
export async function loadMonthInputs(
  db: Db | Tx,
  input: { propertyId: number; year: number; month: number },
): Promise<MonthInputs> {
  const of = <T extends typeof maintenanceInvoices | typeof furnishingInvoices | typeof refunds>(table: T) =>
    and(eq(table.propertyId, input.propertyId), eq(table.year, input.year), eq(table.month, input.month));
  const [maintenance, furnishing, refundRows] = await Promise.all([
    db.select().from(maintenanceInvoices).where(of(maintenanceInvoices)).orderBy(asc(maintenanceInvoices.id)),
    db.select().from(furnishingInvoices).where(of(furnishingInvoices)).orderBy(asc(furnishingInvoices.id)),
    db.select().from(refunds).where(of(refunds)).orderBy(asc(refunds.id)),
  ]);
  return {
    maintenance: maintenance.map(maintenanceInput),
    furnishing: furnishing.map(furnishingInput),
    refunds: refundRows.map(refundInput),
  };
}
