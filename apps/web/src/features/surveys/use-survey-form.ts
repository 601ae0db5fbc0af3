import type { SurveySectionView } from '@portal/contract';
import { type Answers, type AnswerValue, type FieldIssue, isSensitiveField, validateSection } from '@portal/domain';
import { useState } from 'react';
import { useSession } from '../../lib/session/session-store.ts';
import type { SurveyKey } from '../../lib/survey/get-survey.ts';
import { type FormAnswers, formOf, toAnswers, withoutSensitive } from './form-answers.ts';
import { useSurveyDraft } from './use-survey-draft.ts';

/**
 * The answers on screen: what the server has, overlaid with what the owner typed and has not saved (kept on the
 * device, IBAN and account numbers only in memory), the issues shown, and which bank sections are being changed.
 */
export function useSurveyForm(survey: SurveyKey, sections: SurveySectionView[]) {
  const { user } = useSession();
  const draftStore = useSurveyDraft(user?.userId, survey);
  const { draft } = draftStore;
  const [hadDraft] = useState(() => Object.keys(draft.sections).length > 0);
  const [sensitive, setSensitive] = useState<Record<string, FormAnswers>>({});
  const [issues, setIssues] = useState<Record<string, FieldIssue[]>>({});
  const [editingBank, setEditingBank] = useState<Set<string>>(new Set());

  const isDirty = (section: SurveySectionView) =>
    section.id in draft.sections || Object.values(sensitive[section.id] ?? {}).some((value) => value !== '');

  /** Stored bank details the owner has not chosen to change: shown masked, never sent. */
  const isBankKept = (section: SurveySectionView) =>
    section.kind === 'bankData' && section.hasStoredBank && !editingBank.has(section.id) && !isDirty(section);

  const formFor = (section: SurveySectionView): FormAnswers => ({
    ...formOf(section),
    ...draft.sections[section.id],
    ...sensitive[section.id],
  });

  const answers: Answers = {};
  for (const section of sections) {
    Object.assign(answers, isBankKept(section) ? section.answers : toAnswers(section, formFor(section)));
  }

  const validate = (section: SurveySectionView) => validateSection({ sections }, section, answers);

  const change = (section: SurveySectionView, fieldId: string, value: AnswerValue) => {
    const field = section.fields.find((candidate) => candidate.id === fieldId);
    const form = { ...formFor(section), [fieldId]: value };
    if (field && isSensitiveField(field)) {
      setSensitive((current) => ({ ...current, [section.id]: { ...current[section.id], [fieldId]: value } }));
    }
    draftStore.setSection(section.id, withoutSensitive(section, form));
    // Once a section's issues are shown they follow the answers as they change.
    if (issues[section.id]) {
      const next = { ...answers, ...toAnswers(section, form) };
      setIssues((current) => ({ ...current, [section.id]: validateSection({ sections }, section, next) }));
    }
  };

  const saved = (sectionId: string) => {
    draftStore.clearSection(sectionId);
    setSensitive(({ [sectionId]: _gone, ...rest }) => rest);
    setIssues(({ [sectionId]: _gone, ...rest }) => rest);
    setEditingBank((current) => new Set([...current].filter((id) => id !== sectionId)));
  };

  const editBank = (sectionId: string, isEditing: boolean) => {
    setEditingBank((current) => {
      const next = new Set(current);
      if (isEditing) next.add(sectionId);
      else next.delete(sectionId);
      return next;
    });
    if (!isEditing) saved(sectionId);
  };

  return {
    answers,
    issues,
    hadDraft,
    step: draft.step,
    formFor,
    isDirty,
    isBankKept,
    validate,
    change,
    saved,
    editBank,
    showIssues: (sectionId: string, found: FieldIssue[]) =>
      setIssues((current) => ({ ...current, [sectionId]: found })),
    toAnswers: (section: SurveySectionView) => toAnswers(section, formFor(section)),
    setStep: draftStore.setStep,
    discard: () => {
      draftStore.clearAll();
      setSensitive({});
      setIssues({});
      setEditingBank(new Set());
    },
  };
}
