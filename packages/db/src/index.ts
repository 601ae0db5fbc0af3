export * from './client.ts';
export { type ChannelHandler, LISTENER_NAME, type Unlisten } from './listen.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export * as schema from './schema/index.ts';
export * from './statement-inputs.ts';
export * from './statement-writer.ts';
