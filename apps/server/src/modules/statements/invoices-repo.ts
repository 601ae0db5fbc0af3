import type { Db } from '@portal/db';
import { furnishingBalance, invoiceTotal, maintenanceTotal, toMinorUnits } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, toText } from '../calendar/sql-values.ts';

interface InvoiceBase {
  id: number;
  propertyId: number;
  ownerId: number;
  nickname: string;
  propertyTitle: string;
  currency: string;
  year: number;
  month: number;
  title: string;
  uploadedFileId: string | null;
  isRead: boolean;
}

/** A maintenance invoice in minor units; `total` is total_expenses, or computed like the furnishing figure. */
export interface MaintenanceView extends InvoiceBase {
  invoiceNumber: string;
  expenses: number | null;
  fee: number | null;
  otherExpenses: number | null;
  totalExpenses: number | null;
  total: number;
}

export interface FurnishingView extends InvoiceBase {
  fpExpenses: number;
  fpFee: number;
  nonFpExpenses: number;
  totalReceived: number;
  total: number;
  balance: number;
}

const orNull = (value: unknown) => (value === null || value === undefined ? null : toMinorUnits(String(value)));
const minor = (value: unknown) => toMinorUnits(String(value ?? '0'));

function base(row: Record<string, unknown>): InvoiceBase {
  return {
    id: Number(row.id),
    propertyId: Number(row.property_id),
    ownerId: Number(row.owner_id),
    nickname: String(row.nickname),
    propertyTitle: String(row.property_title),
    currency: String(row.currency),
    year: Number(row.year),
    month: Number(row.month),
    title: String(row.title),
    uploadedFileId: toText(row.uploaded_file_id),
    isRead: row.is_read === true,
  };
}

function toMaintenance(row: Record<string, unknown>): MaintenanceView {
  const parts = { expenses: orNull(row.expenses), fee: orNull(row.fee), otherExpenses: orNull(row.other_expenses) };
  const totalExpenses = orNull(row.total_expenses);
  return {
    ...base(row),
    invoiceNumber: String(row.invoice_number),
    ...parts,
    totalExpenses,
    total: maintenanceTotal({
      totalExpenses,
      expenses: parts.expenses ?? 0,
      fee: parts.fee ?? 0,
      otherExpenses: parts.otherExpenses ?? 0,
    }),
  };
}

function toFurnishing(row: Record<string, unknown>): FurnishingView {
  const parts = { expenses: minor(row.fp_expenses), fee: minor(row.fp_fee), otherExpenses: minor(row.non_fp_expenses) };
  const totalReceived = minor(row.total_received);
  return {
    ...base(row),
    fpExpenses: parts.expenses,
    fpFee: parts.fee,
    nonFpExpenses: parts.otherExpenses,
    totalReceived,
    total: invoiceTotal(parts),
    balance: furnishingBalance({ ...parts, received: totalReceived }),
  };
}

const KINDS = {
  maintenance: {
    table: sql`maintenance_invoices`,
    columns: sql`i.invoice_number, i.expenses::text, i.fee::text, i.other_expenses::text, i.total_expenses::text`,
  },
  furnishing: {
    table: sql`furnishing_invoices`,
    columns: sql`i.fp_expenses::text, i.fp_fee::text, i.non_fp_expenses::text, i.total_received::text`,
  },
};

function invoicesSql(kind: keyof typeof KINDS, where: SQL): SQL {
  const { table, columns } = KINDS[kind];
  return sql`
    SELECT i.id, i.property_id, p.owner_id, p.nickname, p.title AS property_title, p.currency, i.year, i.month, i.title,
      i.uploaded_file_id, ${columns},
      EXISTS (SELECT 1 FROM document_reads r
              WHERE r.owner_id = p.owner_id AND r.kind = ${kind} AND r.document_id = i.id) AS is_read
    FROM ${table} i JOIN properties p ON p.id = i.property_id
    WHERE ${where}
    ORDER BY i.year DESC, i.month DESC, i.id DESC
  `;
}

/** The maintenance invoices of one of the owner's properties, newest first (the owner's property: caller checked). */
export async function listMaintenance(db: Db, propertyId: number): Promise<MaintenanceView[]> {
  return (await queryRows(db, invoicesSql('maintenance', sql`i.property_id = ${propertyId}`))).map(toMaintenance);
}

export async function listFurnishing(db: Db, propertyId: number): Promise<FurnishingView[]> {
  return (await queryRows(db, invoicesSql('furnishing', sql`i.property_id = ${propertyId}`))).map(toFurnishing);
}

/** One invoice; with an owner, only if it is on one of their properties (else null, like an unknown id). */
export async function findMaintenance(db: Db, id: number, ownerId?: number): Promise<MaintenanceView | null> {
  const owner = ownerId === undefined ? sql`TRUE` : sql`p.owner_id = ${ownerId}`;
  const [row] = await queryRows(db, invoicesSql('maintenance', sql`i.id = ${id} AND ${owner}`));
  return row ? toMaintenance(row) : null;
}

export async function findFurnishing(db: Db, id: number, ownerId?: number): Promise<FurnishingView | null> {
  const owner = ownerId === undefined ? sql`TRUE` : sql`p.owner_id = ${ownerId}`;
  const [row] = await queryRows(db, invoicesSql('furnishing', sql`i.id = ${id} AND ${owner}`));
  return row ? toFurnishing(row) : null;
}
