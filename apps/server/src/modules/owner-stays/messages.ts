import { type BlockIssue, formatTime12 } from '@portal/domain';
import { t } from '@portal/i18n';

/**
 * The English detail of each refusal (docs/product/owner-stays.md#refusals-and-messages texts, exactly), from the shared texts the web shows too. Clients map
 * the code to their own language; this text is what a client without a translation shows (docs/product/owner-stays.md#refusals-and-messages: "else detail").
 */
export function issueMessage(issue: BlockIssue): string {
  return t('en', `ownerStay.codes.${issue.code}`, {
    field: t('en', `ownerStay.fields.${issue.field}`),
    minDate: issue.minDate ?? '',
    minTime: issue.minTime ? formatTime12(issue.minTime) : '',
    maxTime: issue.maxTime ? formatTime12(issue.maxTime) : '',
  });
}

export const STAY_NOT_FOUND = t('en', 'ownerStay.notFound');
export const IDEMPOTENCY_KEY_REUSED = t('en', 'ownerStay.codes.IDEMPOTENCY_KEY_REUSED');
