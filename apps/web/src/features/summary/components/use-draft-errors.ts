import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '../../../lib/api/index.ts';
import { draftIssues, type UtilityDraft } from '../utility-form.ts';
import type { FieldErrors } from './utility-card.tsx';

type ErrorsByDraft = Record<string, FieldErrors>;

/** Field errors per utility: the domain's rules before sending, the server's codes if it still refuses. */
export function useDraftErrors(emirate: string) {
  const { t } = useTranslation('summary');
  const [errors, setErrors] = useState<ErrorsByDraft>({});

  const text = (code: string) => t(`utilities.errors.${code}`, { defaultValue: t('common:errors.generic') });

  /** Shows every problem and moves the focus to the first; true when there is none. */
  function validate(drafts: UtilityDraft[]): boolean {
    const found: ErrorsByDraft = {};
    for (const draft of drafts) {
      for (const issue of draftIssues(draft, emirate)) {
        found[draft.key] = { ...found[draft.key], [issue.field]: text(issue.code) };
      }
    }
    setErrors(found);
    const isValid = Object.keys(found).length === 0;
    // After React has drawn the messages, the first invalid control takes the focus.
    if (!isValid) requestAnimationFrame(() => focusFirstInvalid());
    return isValid;
  }

  function showServerIssues(
    drafts: UtilityDraft[],
    issues: ValidationIssue[],
    locate: (drafts: UtilityDraft[], path: string) => { key: string; field: string } | null,
  ) {
    const found: ErrorsByDraft = {};
    for (const issue of issues) {
      const at = locate(drafts, issue.path);
      if (at) found[at.key] = { ...found[at.key], [at.field]: text(issue.code) };
    }
    setErrors(found);
  }

  function clearFor(key: string) {
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  }

  return { errors, validate, showServerIssues, clearFor };
}

function focusFirstInvalid() {
  const invalid = document.querySelector<HTMLElement>(
    '.utilities-editor [aria-invalid="true"], .utilities-editor .choice-group .ui-field__error',
  );
  const target = invalid?.matches('input, select, textarea')
    ? invalid
    : invalid?.closest('fieldset')?.querySelector<HTMLElement>('input');
  target?.focus();
}
