export * from './email.ts';
export * from './password.ts';
export * from './session.ts';
export * from './version.ts';
export * from './calendar/index.ts';
export * from './properties/index.ts';
