import type { Property } from '@portal/contract';
import { financeFileNames } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileViewer } from '../../../components/file-viewer/index.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDownload } from '../api/download-file.ts';

/** A year's statement lines as CSV (UTF-8 with a BOM) for the accountant. */
export function CsvExport({ property, years }: { property: Property; years: number[] }) {
  const { t, i18n } = useTranslation('documents');
  const selectId = useId();
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  const download = useDownload(property.id);
  return (
    <section className="documents-card csv-export" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="documents-card__title">
        {t('csv.title')}
      </h2>
      <p className="csv-export__hint">{t('csv.hint')}</p>
      <div className="csv-export__row">
        <label htmlFor={selectId}>{t('csv.year')}</label>
        <select id={selectId} value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          isLoading={download.busyPath !== null}
          onClick={() =>
            void download.download({
              path: `/statements_csv?property_id=${property.id}&year=${year}`,
              fileName: financeFileNames.csv(property.nickname, year),
              language: i18n.language,
            })
          }
        >
          {t('csv.export')}
        </Button>
      </div>
      {download.isError ? <Alert tone="error">{t('errors.download')}</Alert> : null}
      <FileViewer viewer={download.viewer} onClose={download.closeViewer} />
    </section>
  );
}
