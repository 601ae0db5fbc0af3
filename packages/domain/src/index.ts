export * from './blocks/index.ts';
export * from './calendar/index.ts';
export * from './email.ts';
export * from './files/index.ts';
export * from './password.ts';
export * from './properties/index.ts';
export * from './session.ts';
export * from './version.ts';
