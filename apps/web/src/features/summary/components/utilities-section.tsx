import type { Property } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FileViewer } from '../../../components/file-viewer/index.ts';
import { Alert, LoadFailure, Spinner } from '../../../components/ui/index.ts';
import { useUtilities } from '../api/get-utilities.ts';
import { apiErrorText } from '../error-text.ts';
import { useFileOpener } from '../use-file-opener.ts';
import { UtilitySummary } from './utility-summary.tsx';

export function UtilitiesSection({ property }: { property: Property }) {
  const { t } = useTranslation('summary');
  const query = useUtilities(property.id);
  const opener = useFileOpener();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {opener.error ? <Alert tone="error">{apiErrorText(opener.error, t)}</Alert> : null}
      <UtilitySummary
        utilities={query.data.expenses}
        onOpenBill={(utility) =>
          void opener.open(
            { kind: 'bill', id: utility.id },
            utility.doc_filename ?? t('utilities.bill'),
            String(utility.id),
          )
        }
      />
      <FileViewer viewer={opener.viewer} onClose={opener.closeViewer} />
    </>
  );
}
