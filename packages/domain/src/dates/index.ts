export * from './local-date.ts';
export * from './local-time.ts';
export * from './month.ts';
export * from './typed-date.ts';
export * from './wire.ts';
export * from './zone-offsets.ts';
export * from './zoned.ts';
