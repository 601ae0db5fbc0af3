export * from './bank.ts';
export * from './check-definition.ts';
export * from './conditions.ts';
export * from './field-rules.ts';
export * from './normalize.ts';
export * from './types.ts';
export * from './validate.ts';
