export * from './commission.ts';
