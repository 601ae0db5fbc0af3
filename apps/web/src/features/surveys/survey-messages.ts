import { customMessageOf, type FieldIssue, type Localized, type SurveyField } from '@portal/domain';
import type { TFunction } from 'i18next';

/** The words for an issue of a field, in the owner's language (docs/product/settings-surveys.md#field-rules texts in English). */
export function issueMessage(
  t: TFunction,
  pick: (text: Localized | undefined) => string,
  field: SurveyField,
  issue: FieldIssue,
): string {
  // The field's own message replaces the engine's words for a wrong answer, never for a missing one (domain rule).
  const custom = customMessageOf(field, issue.code);
  if (custom) return pick(custom);
  return t(`surveys:codes.${issue.code}`, { min: field.minValue, max: field.maxValue });
}

/** Issues from the server's refusal (path sections.<section>.<field>[.<entry>]) as the engine's issues. */
export function issuesFromServer(validation: { path: string; code: string }[], sectionId: string): FieldIssue[] {
  const prefix = `sections.${sectionId}.`;
  return validation
    .filter((entry) => entry.path.startsWith(prefix))
    .map((entry) => {
      const [field = '', index] = entry.path.slice(prefix.length).split('.');
      return {
        field,
        code: entry.code as FieldIssue['code'],
        ...(index === undefined ? {} : { index: Number(index) }),
      };
    });
}
