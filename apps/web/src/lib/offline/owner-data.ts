import { readSession } from '../session/storage.ts';

/**
 * Whose screens this device may keep for reading offline (decision 097): the signed-in owner's own session only; an
 * admin signed in as the owner, the staff console and a signed-out device keep nothing.
 */
export function offlineOwner(): string | null {
  const session = readSession();
  if (session.adminSessionToken !== null || session.sessionToken === null || !session.user) return null;
  return String(session.user.userId);
}
