import { useCallback, useState } from 'react';
import { SUPPORT_DRAFT_KEY_PREFIX } from '../../lib/session/storage-keys.ts';

/** What the owner has typed and chosen; `subject` is the select's value (a subject code or `property:<id>`). */
export interface SupportDraft {
  subject?: string;
  message: string;
}

const EMPTY: SupportDraft = { message: '' };

function read(key: string): SupportDraft {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<SupportDraft> | null;
    if (!parsed || typeof parsed.message !== 'string') return EMPTY;
    return { message: parsed.message, subject: typeof parsed.subject === 'string' ? parsed.subject : undefined };
  } catch {
    return EMPTY;
  }
}

function write(key: string, draft: SupportDraft): void {
  try {
    if (!draft.message && draft.subject === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the text stays on screen, it just does not survive a reload.
  }
}

/**
 * The support message survives a failed send and a reload (as the survey drafts do): written on every change,
 * removed once sent, and at sign-out with the other drafts.
 */
export function useSupportDraft(ownerId: number | undefined) {
  const key = `${SUPPORT_DRAFT_KEY_PREFIX}${ownerId ?? 0}`;
  const [draft, setDraft] = useState<SupportDraft>(() => read(key));
  const update = useCallback(
    (change: Partial<SupportDraft>) =>
      setDraft((current) => {
        const next = { ...current, ...change };
        write(key, next);
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => {
    write(key, EMPTY);
    setDraft(EMPTY);
  }, [key]);
  return { draft, update, clear };
}
