export * from './email.ts';
export * from './password.ts';
export * from './session.ts';
export * from './version.ts';
