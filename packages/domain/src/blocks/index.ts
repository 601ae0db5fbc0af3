export * from './check-out.ts';
export * from './constants.ts';
export * from './earliest.ts';
export * from './format.ts';
export * from './lifecycle.ts';
export * from './overlap.ts';
export * from './surface.ts';
export * from './validate.ts';
