import type { UtilitiesResponse } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileViewer } from '../../../components/file-viewer/index.ts';
import { Alert, LoadFailure, Spinner } from '../../../components/ui/index.ts';
import { apiErrorText } from '../error-text.ts';
import { useFileOpener } from '../use-file-opener.ts';
import { UtilitySummary } from './utility-summary.tsx';

/** The utilities of the summary, from the page's query (see DocumentsSection). */
export function UtilitiesSection({ query }: { query: UseQueryResult<UtilitiesResponse> }) {
  const { t } = useTranslation('summary');
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
