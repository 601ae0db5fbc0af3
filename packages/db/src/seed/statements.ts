import {
  buildStatement,
  type CommissionSetting,
  type FinanceDocumentKind,
  type LocalMonth,
  localDateOf,
  localMonth,
  monthOf,
  monthParts,
  type StatementStay,
  shiftMonth,
  statementMonthOf,
  stayPayout,
  toMinorUnits,
  zonedInstant,
} from '@portal/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { configValues, properties, stays } from '../schema/properties.ts';
import { documentReads, furnishingInvoices, maintenanceInvoices, refunds } from '../schema/statements.ts';
import { furnishingInput, maintenanceInput, refundInput } from '../statement-inputs.ts';
import { insertStatements } from '../statement-writer.ts';
import type { SeededProperty } from './properties.ts';

/** Months of published statements before the current month. */
export const DEMO_STATEMENT_MONTHS = 18;
/** The newest statements and invoices are left unread, the older ones read. */
const UNREAD_MONTHS = 2;

interface DemoMaintenance {
  monthsAgo: number;
  invoiceNumber: string;
  title: string;
  /** null: the invoice states no total_expenses; its parts make the total. */
  total: string | null;
  parts?: { expenses: string; fee: string; otherExpenses: string };
}
interface DemoFurnishing {
  monthsAgo: number;
  title: string;
  fpExpenses: string;
  fpFee: string;
  nonFpExpenses: string;
  totalReceived: string;
}

const MAINTENANCE: Record<string, DemoMaintenance[]> = {
  'Marina Gate 1204': [
    { monthsAgo: 1, invoiceNumber: 'MNT-1204-031', title: 'Deep cleaning after a long stay', total: '350.00' },
    { monthsAgo: 2, invoiceNumber: 'MNT-1204-027', title: 'AC servicing, two units', total: '450.00' },
    {
      monthsAgo: 5,
      invoiceNumber: 'MNT-1204-019',
      title: 'Water heater replacement',
      total: null,
      parts: { expenses: '1200.00', fee: '120.00', otherExpenses: '85.50' },
    },
  ],
  'Palm Villa 7': [{ monthsAgo: 4, invoiceNumber: 'MNT-0007-008', title: 'Pool pump repair', total: '780.00' }],
};
const FURNISHING: Record<string, DemoFurnishing[]> = {
  'Marina Gate 1204': [
    {
      monthsAgo: 16,
      title: 'Furnishing package',
      fpExpenses: '25000.00',
      fpFee: '2500.00',
      nonFpExpenses: '1200.00',
      totalReceived: '24000.00',
    },
    {
      monthsAgo: 1,
      title: 'Kitchen top-up',
      fpExpenses: '1800.00',
      fpFee: '180.00',
      nonFpExpenses: '0.00',
      totalReceived: '1980.00',
    },
  ],
  'Palm Villa 7': [
    {
      monthsAgo: 10,
      title: 'Garden furniture',
      fpExpenses: '4200.00',
      fpFee: '420.00',
      nonFpExpenses: '300.00',
      totalReceived: '4920.00',
    },
  ],
};
/** Every other property has its yearly AC maintenance six months ago. */
const YEARLY_AC: DemoMaintenance = {
  monthsAgo: 6,
  invoiceNumber: 'AC',
  title: 'Annual AC maintenance',
  total: '300.00',
};
const REFUNDS: { monthsAgo: number; description: string; amount: string; only?: string }[] = [
  { monthsAgo: 7, description: 'Cleaning fee charged twice', amount: '150.00' },
  { monthsAgo: 2, description: 'Damage deposit kept from a guest', amount: '75.50', only: 'Marina Gate 1204' },
];

type GuestStay = typeof stays.$inferSelect;

function statementStay(stay: GuestStay, timeZone: string, settings: CommissionSetting[]): StatementStay {
  return {
    confirmationCode: stay.confirmationCode,
    guestName: stay.guestName,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    payout: stayPayout({
      propertyId: stay.propertyId,
      checkIn: stay.checkIn,
      timeZone,
      discountedFareMinor: toMinorUnits(stay.opDiscountedFare),
      hostServiceFeeMinor: toMinorUnits(stay.opHostServiceFee),
      grossRevenueMinor: toMinorUnits(stay.opGrossRevenue),
      commissionSettings: settings,
    }),
  };
}

/** The demo invoices and refunds of one property, inserted; returned in the domain's shape with their month. */
async function seedInvoices(tx: Tx, property: SeededProperty, current: LocalMonth) {
  const at = (monthsAgo: number) => monthParts(shiftMonth(current, -monthsAgo));
  const maintenance = MAINTENANCE[property.nickname] ?? [
    { ...YEARLY_AC, invoiceNumber: `AC-${property.id}-${at(YEARLY_AC.monthsAgo).year}` },
  ];
  const furnishing = FURNISHING[property.nickname] ?? [];
  const refundRows = REFUNDS.filter((refund) => !refund.only || refund.only === property.nickname);
  const m = await tx
    .insert(maintenanceInvoices)
    .values(
      maintenance.map((invoice) => ({
        propertyId: property.id,
        ...at(invoice.monthsAgo),
        invoiceNumber: invoice.invoiceNumber,
        title: invoice.title,
        totalExpenses: invoice.total,
        expenses: invoice.parts?.expenses ?? null,
        fee: invoice.parts?.fee ?? null,
        otherExpenses: invoice.parts?.otherExpenses ?? null,
      })),
    )
    .returning();
  const f =
    furnishing.length === 0
      ? []
      : await tx
          .insert(furnishingInvoices)
          .values(
            furnishing.map(({ monthsAgo, ...invoice }) => ({ propertyId: property.id, ...at(monthsAgo), ...invoice })),
          )
          .returning();
  const r = await tx
    .insert(refunds)
    .values(
      refundRows.map((refund) => ({
        propertyId: property.id,
        ...at(refund.monthsAgo),
        description: refund.description,
        amount: refund.amount,
      })),
    )
    .returning();
  const monthKey = (row: { year: number; month: number }) => localMonth(row.year, row.month);
  return {
    maintenance: m.map((row) => ({ month: monthKey(row), ...maintenanceInput(row) })),
    furnishing: f.map((row) => ({ month: monthKey(row), ...furnishingInput(row) })),
    refunds: r.map((row) => ({ month: monthKey(row), ...refundInput(row) })),
  };
}

/**
 * Demo data: invoices and refunds, then 18 months of published statements per property, each built by month
 * close (packages/domain buildStatement, the calendar's payout rule) from the demo reservations, and a mix of read and
 * unread: the last two months are unread.
 */
export async function seedStatements(tx: Tx, seeded: SeededProperty[], ownerIds: Map<string, number>, now: Date) {
  if (seeded.length === 0) return;
  const ids = seeded.map((p) => p.id);
  const propertyRows = await tx.select().from(properties).where(inArray(properties.id, ids));
  const guestStays = await tx
    .select()
    .from(stays)
    .where(
      and(
        inArray(stays.propertyId, ids),
        eq(stays.kind, 'guest'),
        ne(stays.status, 'cancelled'),
        eq(stays.isParked, false),
      ),
    );
  const commissionRows = await tx.select().from(configValues).where(inArray(configValues.propertyId, ids));
  const items: Parameters<typeof insertStatements>[1] = [];
  // Invoices are read by their id; a statement by its place in `items` until it has an id.
  const reads: { ownerId: number; kind: FinanceDocumentKind; documentId?: number; statement?: number }[] = [];
  for (const property of seeded) {
    const row = propertyRows.find((p) => p.id === property.id);
    const ownerId = ownerIds.get(property.ownerEmail);
    if (!row || !ownerId) continue;
    const current = monthOf(localDateOf(now, row.timeZone));
    const inputs = await seedInvoices(tx, property, current);
    const settings = commissionRows
      .filter((c) => c.propertyId === row.id)
      .map((c) => ({ id: c.id, propertyId: c.propertyId, year: c.year, month: c.month, value: c.value }));
    const candidates = guestStays
      .filter((s) => s.propertyId === row.id)
      .map((s) => ({
        stay: statementStay(s, row.timeZone, settings),
        month: statementMonthOf(s.checkOut, row.timeZone),
      }));
    for (let monthsAgo = DEMO_STATEMENT_MONTHS; monthsAgo >= 1; monthsAgo--) {
      const month = shiftMonth(current, -monthsAgo);
      const ofMonth = <T extends { month: LocalMonth }>(list: T[]) => list.filter((entry) => entry.month === month);
      const built = buildStatement({
        month,
        timeZone: row.timeZone,
        stays: ofMonth(candidates).map((candidate) => candidate.stay),
        maintenance: ofMonth(inputs.maintenance),
        furnishing: ofMonth(inputs.furnishing),
        refunds: ofMonth(inputs.refunds),
      });
      // Closed and published on the 3rd of the next month, 09:00 on the property's clock.
      const closedAt = zonedInstant(`${shiftMonth(month, 1)}-03`, '09:00', row.timeZone);
      items.push({
        propertyId: row.id,
        ...monthParts(month),
        currency: row.currency,
        built,
        publish: true,
        now: closedAt < now ? closedAt : now,
      });
      if (monthsAgo <= UNREAD_MONTHS) continue;
      reads.push({ ownerId, kind: 'statement', statement: items.length - 1 });
      for (const m of ofMonth(inputs.maintenance)) reads.push({ ownerId, kind: 'maintenance', documentId: m.id });
      for (const f of ofMonth(inputs.furnishing)) reads.push({ ownerId, kind: 'furnishing', documentId: f.id });
    }
  }
  const statementIds = await insertStatements(tx, items);
  const readRows = reads.map((read) => ({
    ownerId: read.ownerId,
    kind: read.kind,
    documentId: (read.statement === undefined ? read.documentId : statementIds[read.statement]) ?? 0,
    readAt: now,
  }));
  for (let i = 0; i < readRows.length; i += 500) await tx.insert(documentReads).values(readRows.slice(i, i + 500));
}
