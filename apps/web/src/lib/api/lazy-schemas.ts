type Schemas = typeof import('./session-schemas.ts');

/** A loader of one schema of session-schemas.ts, for RequestOptions.schema. */
export function lazySchema<K extends keyof Schemas>(name: K): () => Promise<Schemas[K]> {
  return async () => (await import('./session-schemas.ts'))[name];
}
