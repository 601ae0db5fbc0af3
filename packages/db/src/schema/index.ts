export * from './owners.ts';
export * from './properties.ts';
