export * from './utilities.ts';
