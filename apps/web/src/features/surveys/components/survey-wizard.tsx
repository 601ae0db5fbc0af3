import type { OwnerSurveyResponse, SaveSurveyRequest, SurveyData, SurveySectionView } from '@portal/contract';
import type { FieldIssue } from '@portal/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { isOfflineRefusal } from '../../../lib/offline/offline-refusal.ts';
import type { SurveyKey } from '../../../lib/survey/get-survey.ts';
import { useLocalized } from '../localized.ts';
import { issuesFromServer } from '../survey-messages.ts';
import { useSurveyForm } from '../use-survey-form.ts';
import { type SaveOutcome, useSurveySave } from '../use-survey-save.ts';
import { BankSection } from './bank-section.tsx';
import { fieldDomId, SectionFields } from './section-fields.tsx';

export interface SurveyWizardProps {
  survey: SurveyKey;
  data: OwnerSurveyResponse;
  /** The section shown, when the page keeps it (the property survey's URL); otherwise kept with the draft. */
  step?: number;
  onStep?: (step: number) => void;
  /** After Save (not Next): the page decides where the owner goes (the list, the summary, the property list). */
  onSaved: (surveyData: SurveyData) => void;
}

function focusIssue(sectionId: string, issues: FieldIssue[]) {
  const [first] = issues;
  if (!first) return;
  const element = document.getElementById(fieldDomId(sectionId, first.field));
  const target = element instanceof HTMLFieldSetElement ? element.querySelector('input') : element;
  target?.focus();
}

/** docs/product/settings-surveys.md#one-section-at-a-time: one section at a time, 'Section n from total', Previous, Next and Save. */
export function SurveyWizard({ survey, data, step: controlledStep, onStep, onSaved }: SurveyWizardProps) {
  const { t } = useTranslation('surveys');
  const pick = useLocalized();
  const sections = data.surveyData.sections;
  const form = useSurveyForm(survey, sections);
  const { send, reauthDialog } = useSurveySave(survey);
  const [formError, setFormError] = useState<string | null>(null);
  const [incomplete, setIncomplete] = useState<SurveySectionView[] | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set when the section changes, so the next render moves focus to its heading (screen readers hear where they are).
  const shouldFocusHeading = useRef(false);
  const step = Math.min(Math.max(controlledStep ?? form.step ?? 0, 0), sections.length - 1);
  const section = sections[step];

  useEffect(() => {
    if (!shouldFocusHeading.current) return;
    shouldFocusHeading.current = false;
    heading.current?.focus();
  });

  if (!section) return null;
  const isLast = step === sections.length - 1;

  const go = (next: number) => {
    setFormError(null);
    setIncomplete(null);
    setIsSaved(false);
    shouldFocusHeading.current = true;
    form.setStep(next);
    onStep?.(next);
    window.scrollTo({ top: 0 });
  };

  const explain = (outcome: Extract<SaveOutcome, { ok: false }>, sectionId: string) => {
    if ('cancelled' in outcome) return;
    const { error } = outcome;
    if (isApiError(error) && error.code === 'SURVEY_INVALID') {
      const found = issuesFromServer(error.validation, sectionId);
      form.showIssues(sectionId, found);
      focusIssue(sectionId, found);
    } else if (isApiError(error) && error.code === 'ADMIN_SESSION_NOT_ALLOWED') {
      setFormError(t('errors.ADMIN_SESSION_NOT_ALLOWED'));
    } else if (isOfflineRefusal(error)) setFormError(t('offline:refused'));
    else if (isApiError(error) && error.code === 'NETWORK_ERROR') setFormError(t('common:errors.network'));
    else if (isApiError(error) && error.status === 503) setFormError(t('common:errors.unavailable'));
    else setFormError(t('errors.save'));
  };

  const afterSave = (surveyData: SurveyData, isNext: boolean) => {
    if (isNext) return go(step + 1);
    const open = surveyData.sections.filter((candidate) => !candidate.isValid);
    setIncomplete(open.length > 0 ? open : null);
    setIsSaved(true);
    // A completed survey opens at its first section next time.
    if (surveyData.isCompleted && !data.surveyData.isCompleted) form.discard();
    onSaved(surveyData);
  };

  /** Sends what the section changed; a clean section is sent only to complete a survey whose sections are all valid. */
  const submit = async (isNext: boolean) => {
    setFormError(null);
    setIsSaved(false);
    const othersValid = sections.every((candidate) => candidate.id === section.id || candidate.isValid);
    const isKept = form.isBankKept(section);
    if (!isKept && (form.isDirty(section) || !section.isValid)) {
      const found = form.validate(section);
      form.showIssues(section.id, found);
      if (found.length > 0) return focusIssue(section.id, found);
    } else if (isNext) return go(step + 1);
    const carrier = isKept ? sections.find((candidate) => candidate.kind !== 'bankData') : section;
    const isClean = isKept || !form.isDirty(section);
    const completes = othersValid && (isKept ? section.isValid : true);
    if (isClean && (data.surveyData.isCompleted || !completes || !carrier)) {
      return afterSave(data.surveyData, false);
    }
    const target = carrier ?? section;
    const request: SaveSurveyRequest = {
      sections: [{ id: target.id, answers: form.toAnswers(target) }],
      completed: completes,
    };
    setIsSaving(true);
    const outcome = await send(request);
    setIsSaving(false);
    if (!outcome.ok) return explain(outcome, target.id);
    form.saved(target.id);
    afterSave(outcome.surveyData, isNext);
  };

  const copyBank = async (fromPropertyId: number) => {
    const othersValid = sections.every((candidate) => candidate.id === section.id || candidate.isValid);
    const outcome = await send({
      sections: [{ id: section.id, copyBankFrom: fromPropertyId }],
      completed: othersValid,
    });
    if (!outcome.ok) {
      explain(outcome, section.id);
      return false;
    }
    form.saved(section.id);
    return true;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(!isLast);
  };

  const fields = (
    <SectionFields
      sections={sections}
      section={section}
      form={form.formFor(section)}
      answers={form.answers}
      issues={form.issues[section.id] ?? []}
      onChange={(fieldId, value) => {
        setIsSaved(false);
        form.change(section, fieldId, value);
      }}
    />
  );

  return (
    <section className="page survey" aria-busy={isSaving || undefined}>
      {form.hadDraft ? (
        <Alert tone="info" className="survey__restored">
          {t('notices.restored')}{' '}
          <Button variant="ghost" onClick={form.discard}>
            {t('actions.discard')}
          </Button>
        </Alert>
      ) : null}
      <p className="survey__progress">{t('progress', { current: step + 1, total: sections.length })}</p>
      <h1 ref={heading} tabIndex={-1} className="survey__title">
        {pick(section.name)}
      </h1>
      {section.description ? <p className="survey__description">{pick(section.description)}</p> : null}
      <form className="survey__form" noValidate onSubmit={onSubmit}>
        {section.kind === 'bankData' ? (
          <BankSection
            section={section}
            propertyId={survey.propertyId}
            isKept={form.isBankKept(section)}
            onEdit={(isEditing) => form.editBank(section.id, isEditing)}
            onCopy={copyBank}
          >
            {fields}
          </BankSection>
        ) : (
          fields
        )}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {isSaved && !incomplete ? <Alert tone="success">{t('notices.saved')}</Alert> : null}
        {incomplete ? (
          <Alert tone="warning" title={t('notices.incomplete')}>
            <ul className="survey__incomplete">
              {incomplete.map((open) => (
                <li key={open.id}>
                  <Button variant="ghost" onClick={() => go(sections.indexOf(open))}>
                    {t('progress', { current: sections.indexOf(open) + 1, total: sections.length })}: {pick(open.name)}
                  </Button>
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div className="survey__actions">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => go(step - 1)}>
              {t('actions.previous')}
            </Button>
          ) : null}
          <Button variant={isLast ? 'primary' : 'secondary'} isLoading={isSaving} onClick={() => void submit(false)}>
            {t('actions.save')}
          </Button>
          {isLast ? null : (
            <Button type="submit" isLoading={isSaving}>
              {t('actions.next')}
            </Button>
          )}
        </div>
      </form>
      {reauthDialog}
    </section>
  );
}
