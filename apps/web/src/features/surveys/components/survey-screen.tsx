import type { SurveyData } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { type SurveyKey, surveyQueryOptions } from '../../../lib/survey/get-survey.ts';
import { ComingSoon } from './coming-soon.tsx';
import { SurveyWizard } from './survey-wizard.tsx';
import '../surveys.css';

export interface SurveyScreenProps {
  survey: SurveyKey;
  step?: number;
  onStep?: (step: number) => void;
  onSaved: (surveyData: SurveyData) => void;
  /** Where the coming-soon page leads back to. */
  backHref: string;
}

/** Loads a survey and shows it one section at a time, or the coming-soon page for owners the company marks so. */
export function SurveyScreen({ survey, step, onStep, onSaved, backHref }: SurveyScreenProps) {
  const { t } = useTranslation('surveys');
  const query = useQuery(surveyQueryOptions(survey));
  if (query.isPending) return <FullScreenLoader />;
  if (query.isError) {
    return (
      <section className="page">
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} notFound={t('notices.notFound')} />
      </section>
    );
  }
  if (query.data.surveyData.comingSoon) return <ComingSoon backHref={backHref} />;
  return (
    <SurveyWizard
      key={`${survey.kind}:${survey.propertyId}`}
      survey={survey}
      data={query.data}
      step={step}
      onStep={onStep}
      onSaved={onSaved}
    />
  );
}
