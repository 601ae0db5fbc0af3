import type { ImportFile } from '@portal/contract/import';
import { schema, writeStatement } from '@portal/db';
import {
  type BuiltStatement,
  checkStatement,
  minorToDecimal,
  type StatementProblem,
  toMinorUnits,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { keyedRow, type PropertyRef, propertyRef, put, refuse, stayTimes, type Writer } from './import-writer.ts';

const { importKeys, properties, maintenanceInvoices, furnishingInvoices } = schema;

/** Statement and invoice amounts as exact decimal text (never through a float), as numeric columns return them. */
const decimal = (value: string) => minorToDecimal(toMinorUnits(value));
const exact = (value: string | null) => (value === null ? null : decimal(value));

export async function importInvoices(w: Writer, data: ImportFile, known: Map<string, PropertyRef>) {
  for (const [index, invoice] of data.maintenanceInvoices.entries()) {
    const path = `maintenanceInvoices[${index}]`;
    const property = await propertyRef(w.tx, known, invoice.property, path);
    const values = {
      propertyId: property.id,
      year: invoice.year,
      month: invoice.month,
      invoiceNumber: invoice.invoiceNumber,
      title: invoice.title,
      totalExpenses: exact(invoice.totalExpenses),
      expenses: exact(invoice.expenses),
      fee: exact(invoice.fee),
      otherExpenses: exact(invoice.otherExpenses),
    };
    await put(w, 'maintenanceInvoices', 'maintenance_invoice', invoice.externalId, path, {
      values,
      read: async (rowId) =>
        (await w.tx.select().from(maintenanceInvoices).where(eq(maintenanceInvoices.id, rowId)))[0],
      insert: async () =>
        (await w.tx.insert(maintenanceInvoices).values(values).returning({ id: maintenanceInvoices.id }))[0]?.id ?? 0,
      update: async (rowId) => {
        await w.tx.update(maintenanceInvoices).set(values).where(eq(maintenanceInvoices.id, rowId));
      },
    });
  }
  for (const [index, invoice] of data.furnishingInvoices.entries()) {
    const path = `furnishingInvoices[${index}]`;
    const property = await propertyRef(w.tx, known, invoice.property, path);
    const values = {
      propertyId: property.id,
      year: invoice.year,
      month: invoice.month,
      title: invoice.title,
      fpExpenses: decimal(invoice.fpExpenses),
      fpFee: decimal(invoice.fpFee),
      nonFpExpenses: decimal(invoice.nonFpExpenses),
      totalReceived: decimal(invoice.totalReceived),
    };
    await put(w, 'furnishingInvoices', 'furnishing_invoice', invoice.externalId, path, {
      values,
      read: async (rowId) => (await w.tx.select().from(furnishingInvoices).where(eq(furnishingInvoices.id, rowId)))[0],
      insert: async () =>
        (await w.tx.insert(furnishingInvoices).values(values).returning({ id: furnishingInvoices.id }))[0]?.id ?? 0,
      update: async (rowId) => {
        await w.tx.update(furnishingInvoices).set(values).where(eq(furnishingInvoices.id, rowId));
      },
    });
  }
}

/** A statement record as the domain's built statement, in minor units. */
function builtOf(record: ImportFile['statements'][number], timeZone: string, path: string): BuiltStatement {
  return {
    lines: record.reservations.map((line, i) => ({
      confirmationCode: line.confirmationCode,
      guestName: line.guestName,
      ...stayTimes(line, timeZone, `${path}.reservations[${i}]`),
      grossRevenue: toMinorUnits(line.grossRevenue),
      managementFee: toMinorUnits(line.managementFee),
      netPayout: toMinorUnits(line.netPayout),
    })),
    adjustments: [
      ...record.deductions.map((d) => ({
        kind: d.kind,
        sourceId: null,
        label: d.label,
        amount: toMinorUnits(d.amount),
      })),
      ...record.refundsData.map((r) => ({
        kind: 'refund' as const,
        sourceId: null,
        label: r.description,
        amount: toMinorUnits(r.amount),
      })),
    ],
    figures: {
      grossRevenue: toMinorUnits(record.grossRevenue),
      managementFee: toMinorUnits(record.managementFee),
      expenses: toMinorUnits(record.allExpenses),
      refunds: record.refundsData.reduce((sum, r) => sum + toMinorUnits(r.amount), 0),
      net: toMinorUnits(record.netAmount),
    },
  };
}

/** Where a consistency problem points in the import record, and why, in words. */
const PROBLEM_FIELDS: Record<string, string> = {
  net: 'netAmount',
  grossRevenue: 'grossRevenue',
  managementFee: 'managementFee',
  expenses: 'allExpenses',
  refunds: 'refundsData',
};
function describeProblem(problem: StatementProblem): { field: string; reason: string } {
  const field =
    PROBLEM_FIELDS[problem.field] ??
    problem.field.replace(/^lines/, 'reservations').replace(/^adjustments/, 'deductions');
  const expected = problem.expected === null ? '' : ` (expected ${minorToDecimal(problem.expected)})`;
  const reasons: Record<StatementProblem['code'], string> = {
    NET_MISMATCH: 'is not grossRevenue − managementFee − allExpenses + the refunds',
    GROSS_MISMATCH: 'is not the sum of the reservations’ grossRevenue',
    FEE_MISMATCH: 'is not the sum of the reservations’ managementFee',
    EXPENSES_MISMATCH: 'is not the sum of the deductions',
    REFUNDS_MISMATCH: 'is not the sum of the refunds',
    LINE_NET_MISMATCH: 'is not grossRevenue − managementFee of the reservation',
    NEGATIVE_AMOUNT: 'is negative',
  };
  return { field, reason: `${reasons[problem.code]}${expected}` };
}

export async function importStatements(w: Writer, data: ImportFile, known: Map<string, PropertyRef>) {
  for (const [index, record] of data.statements.entries()) {
    const path = `statements[${index}]`;
    const property = await propertyRef(w.tx, known, record.property, path);
    const built = builtOf(record, property.timeZone, path);
    const [problem] = checkStatement(built);
    if (problem) {
      const { field, reason } = describeProblem(problem);
      throw refuse(`${path}.${field}`, reason);
    }
    const [currency] = await w.tx
      .select({ currency: properties.currency })
      .from(properties)
      .where(eq(properties.id, property.id));
    const { id, outcome } = await writeStatement(w.tx, {
      propertyId: property.id,
      year: record.year,
      month: record.month,
      currency: currency?.currency ?? 'AED',
      built,
      publish: record.published,
      now: new Date(),
    });
    if (outcome === 'frozen') throw refuse(path, 'the statement of this month is published; its figures are frozen');
    const key = await keyedRow(w.tx, 'statement', record.externalId);
    if (key === undefined)
      await w.tx.insert(importKeys).values({ entity: 'statement', externalId: record.externalId, rowId: id });
    else if (key !== id)
      await w.tx
        .update(importKeys)
        .set({ rowId: id })
        .where(and(eq(importKeys.entity, 'statement'), eq(importKeys.externalId, record.externalId)));
    w.report.statements[outcome === 'created' ? 'created' : outcome === 'updated' ? 'updated' : 'unchanged']++;
  }
}
