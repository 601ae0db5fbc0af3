export * from './format.ts';
export * from './languages.ts';
export * from './translate.ts';
