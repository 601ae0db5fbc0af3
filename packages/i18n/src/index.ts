export * from './languages.ts';
export * from './translate.ts';
