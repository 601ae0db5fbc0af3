import { useCallback, useState } from 'react';
import { DRAFT_KEY_PREFIX } from '../../lib/session/storage-keys.ts';
import type { SurveyKey } from '../../lib/survey/get-survey.ts';
import type { FormAnswers } from './form-answers.ts';

/** Unsaved answers by section id, and the section the owner was on; kept on the device until saved. */
export interface SurveyDraft {
  sections: Record<string, FormAnswers>;
  step?: number;
}

function read(key: string): SurveyDraft {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as SurveyDraft | null;
    return parsed && typeof parsed.sections === 'object' && parsed.sections !== null ? parsed : { sections: {} };
  } catch {
    return { sections: {} };
  }
}

function write(key: string, draft: SurveyDraft): void {
  try {
    if (Object.keys(draft.sections).length === 0 && draft.step === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the answers stay on screen, they just do not survive a reload.
  }
}

/** Unsaved answers survive a reload: written on every change, a section's dropped once it is saved. */
export function useSurveyDraft(ownerId: number | undefined, survey: SurveyKey) {
  const key = `${DRAFT_KEY_PREFIX}${ownerId ?? 0}:${survey.kind}:${survey.propertyId ?? 'none'}`;
  const [draft, setDraft] = useState<SurveyDraft>(() => read(key));
  const update = useCallback(
    (change: (current: SurveyDraft) => SurveyDraft) => {
      setDraft((current) => {
        const next = change(current);
        write(key, next);
        return next;
      });
    },
    [key],
  );
  return {
    draft,
    setSection: (id: string, form: FormAnswers) =>
      update((current) => ({ ...current, sections: { ...current.sections, [id]: form } })),
    clearSection: (id: string) =>
      update((current) => {
        const { [id]: _saved, ...rest } = current.sections;
        return { ...current, sections: rest };
      }),
    setStep: (step: number) => update((current) => ({ ...current, step })),
    clearAll: () => update(() => ({ sections: {} })),
  };
}
