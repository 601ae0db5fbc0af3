export * from './bank-accounts.ts';
export * from './files.ts';
export * from './import-keys.ts';
export * from './owners.ts';
export * from './properties.ts';
export * from './rate-limits.ts';
export * from './reset-requests.ts';
export * from './staff.ts';
