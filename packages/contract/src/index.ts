export * from './auth.ts';
export * from './common.ts';
export * from './errors.ts';
