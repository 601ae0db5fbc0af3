export * from './bedrooms.ts';
export * from './image-hosts.ts';
export * from './money.ts';
export * from './pagination.ts';
export * from './picture-url.ts';
