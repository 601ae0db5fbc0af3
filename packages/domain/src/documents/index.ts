export * from './expiry.ts';
export * from './reminders.ts';
export * from './types.ts';
