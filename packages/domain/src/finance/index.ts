export * from './commission.ts';
export * from './decimal.ts';
export * from './file-names.ts';
export * from './invoice-totals.ts';
export * from './statement.ts';
export * from './statement-month.ts';
export * from './stay-payout.ts';
