export * from './busy-dates.ts';
export * from './guest-name.ts';
export * from './integrations.ts';
