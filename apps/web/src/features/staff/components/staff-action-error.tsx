import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { isApiError } from '../../../lib/api/index.ts';

const KNOWN = [
  'MONTH_NOT_FINISHED',
  'INVOICE_NUMBER_TAKEN',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_TOO_LARGE',
  'PICTURE_HOST_NOT_ALLOWED',
  'VALIDATION_FAILED',
];

/** A refused month-close, upload or picture, in the staff member's language (a code the server sent, never its English). */
export function StaffActionError({ error }: { error: unknown }) {
  const { t } = useTranslation('staffStatements');
  if (!error) return null;
  const code = isApiError(error) && KNOWN.includes(error.code) ? error.code : 'other';
  const detail = isApiError(error) ? error.validation.map((issue) => issue.path).join(', ') : '';
  return <Alert tone="error">{t(`errors.${code}`, { detail })}</Alert>;
}
