export * from './auth.ts';
export * from './calendar.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './owner-stays.ts';
export * from './preferences.ts';
export * from './properties.ts';
export * from './summary.ts';
