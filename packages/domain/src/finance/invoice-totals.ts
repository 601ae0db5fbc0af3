/** The parts an invoice's total is made of, in minor units (docs/product/statements.md#invoices Furnishing invoice). */
export interface InvoiceParts {
  /** Furnishing package expenses (fp_expenses), or a maintenance job's expenses. */
  expenses: number;
  /** The company's fee on them (fp_fee). */
  fee: number;
  /** Expenses outside the package (non_fp_expenses). */
  otherExpenses: number;
}

/** The furnishing figure: expenses + fee + other expenses. A maintenance invoice without total_expenses uses it too. */
export function invoiceTotal(parts: InvoiceParts): number {
  return parts.expenses + parts.fee + parts.otherExpenses;
}

/** A maintenance invoice's total: total_expenses when the invoice states one, else the furnishing figure of its parts. */
export function maintenanceTotal(invoice: Partial<InvoiceParts> & { totalExpenses: number | null }): number {
  if (invoice.totalExpenses !== null) return invoice.totalExpenses;
  return invoiceTotal({
    expenses: invoice.expenses ?? 0,
    fee: invoice.fee ?? 0,
    otherExpenses: invoice.otherExpenses ?? 0,
  });
}

/**
 * What a furnishing invoice takes off the owner's payout: its total less what the owner already paid (total_received),
 * never below zero — an overpayment is returned by the company as a refund, not netted here (decision 030).
 */
export function furnishingBalance(invoice: InvoiceParts & { received: number }): number {
  return Math.max(0, invoiceTotal(invoice) - invoice.received);
}
