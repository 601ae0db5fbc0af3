export * from './format.ts';
export * from './intl-cache.ts';
export * from './languages.ts';
export * from './translate.ts';
