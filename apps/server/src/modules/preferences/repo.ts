import type { Tx } from '@portal/db';
import { schema } from '@portal/db';
import type { LanguageCode } from '@portal/domain';
import { eq } from 'drizzle-orm';

export async function setPreferredLanguage(tx: Tx, ownerId: number, language: LanguageCode): Promise<void> {
  await tx.update(schema.owners).set({ preferredLanguage: language }).where(eq(schema.owners.id, ownerId));
}
