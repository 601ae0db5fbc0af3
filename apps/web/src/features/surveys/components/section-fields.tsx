import type { SurveySectionView } from '@portal/contract';
import {
  type Answers,
  type AnswerValue,
  type FieldIssue,
  offeredCurrencies,
  type SurveySection,
  surveyFields,
  visibleAnswers,
} from '@portal/domain';
import type { FormAnswers } from '../form-answers.ts';
import { FieldInput } from './field-input.tsx';

interface SectionFieldsProps {
  sections: SurveySection[];
  section: SurveySectionView;
  form: FormAnswers;
  /** Every answer of the survey as the engine reads it (showIf may look at other sections). */
  answers: Answers;
  issues: FieldIssue[];
  onChange: (fieldId: string, value: AnswerValue) => void;
}

export const fieldDomId = (sectionId: string, fieldId: string) => `survey-${sectionId}-${fieldId}`;

const textOf = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : null);

/** The questions of one section that show for the answers so far (showIf chains), each with its issues. */
export function SectionFields({ sections, section, form, answers, issues, onChange }: SectionFieldsProps) {
  const visible = visibleAnswers(surveyFields({ sections }), answers);
  const codeOf = (validation: 'iban' | 'swift') =>
    textOf(answers[section.fields.find((field) => field.validation === validation)?.id ?? '']);
  return (
    <div className="survey-fields">
      {section.fields
        .filter((field) => field.id in visible)
        .map((field) => (
          <FieldInput
            key={field.id}
            id={fieldDomId(section.id, field.id)}
            field={field}
            value={form[field.id] ?? null}
            issues={issues.filter((issue) => issue.field === field.id)}
            offered={
              field.validation === 'currency'
                ? offeredCurrencies(
                    (field.options ?? []).map((option) => option.value),
                    codeOf('iban'),
                    codeOf('swift'),
                  )
                : undefined
            }
            onChange={(value) => onChange(field.id, value)}
          />
        ))}
    </div>
  );
}
