import type { StatementListItem } from '@portal/contract';
import { fromMinorUnits, type LocalMonth, monthParts } from '@portal/domain';
import { dateTimeFormat, directionOf, intlLocale, numberFormat } from '@portal/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { type GlanceMonth, yearAtAGlance } from '../documents-model.ts';

const GROUP = 30;
const BAR = 11;
const HEIGHT = 120;
const LABEL = 18;

function monthShort(month: LocalMonth, language: string): string {
  const { year, month: number } = monthParts(month);
  return dateTimeFormat(intlLocale(language), { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** Bars from a zero line that sits where the lowest (possibly negative) net needs it. */
function scale(months: GlanceMonth[]) {
  const values = months.flatMap((m) => [m.net ?? 0, m.previousNet ?? 0]);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const y = (value: number) => ((top - value) / span) * HEIGHT;
  return { y, zero: y(0) };
}

/**
 * The last 12 months' net payout beside the same months a year earlier, drawn by hand in
 * SVG (no chart library on this route), mirrored right to left, with the totals as text and every number in a table.
 */
export function YearChart({
  statements,
  current,
  currency,
}: {
  statements: StatementListItem[];
  current: LocalMonth;
  currency: string;
}) {
  const { t, i18n } = useTranslation('documents');
  const language = i18n.language;
  const totalsId = useId();
  const glance = yearAtAGlance(statements, current);
  const isRtl = directionOf(language) === 'rtl';
  const money = (minor: number) => formatMoney(fromMinorUnits(minor), currency, language);
  const { y, zero } = scale(glance.months);
  const width = GROUP * glance.months.length;
  const change =
    glance.isComparable && glance.previousTotal !== 0
      ? numberFormat(intlLocale(language), { style: 'percent', signDisplay: 'exceptZero' }).format(
          (glance.total - glance.previousTotal) / Math.abs(glance.previousTotal),
        )
      : null;
  const bar = (value: number | null, x: number, kind: 'current' | 'previous') =>
    value === null ? null : (
      <rect
        className={`year-chart__bar year-chart__bar--${kind}`}
        x={x}
        y={Math.min(y(value), zero)}
        width={BAR}
        height={Math.max(1, Math.abs(y(value) - zero))}
        rx={2}
      />
    );
  return (
    <figure className="documents-card year-chart">
      <h2 className="documents-card__title">{t('chart.title')}</h2>
      <figcaption className="year-chart__caption">{t('chart.caption')}</figcaption>
      <svg
        className="year-chart__svg"
        viewBox={`0 0 ${width} ${HEIGHT + LABEL}`}
        role="img"
        aria-describedby={totalsId}
        preserveAspectRatio="xMidYMid meet"
      >
        <title>{t('chart.caption')}</title>
        {glance.months.map((m, i) => {
          // Right to left, the oldest month is on the right.
          const x = (isRtl ? glance.months.length - 1 - i : i) * GROUP + (GROUP - 2 * BAR) / 2;
          const [first, second] = isRtl ? (['current', 'previous'] as const) : (['previous', 'current'] as const);
          const amountOf = (kind: 'current' | 'previous') => (kind === 'current' ? m.net : m.previousNet);
          return (
            <g key={m.month}>
              {bar(amountOf(first), x, first)}
              {bar(amountOf(second), x + BAR, second)}
              <text className="year-chart__label" x={x + BAR} y={HEIGHT + LABEL - 4} textAnchor="middle">
                {monthShort(m.month, language)}
              </text>
            </g>
          );
        })}
        <line className="year-chart__zero" x1={0} x2={width} y1={zero} y2={zero} />
      </svg>
      <ul className="year-chart__legend">
        <li>
          <span className="year-chart__swatch year-chart__swatch--current" aria-hidden="true" />
          {t('chart.current')}
        </li>
        <li>
          <span className="year-chart__swatch year-chart__swatch--previous" aria-hidden="true" />
          {t('chart.previous')}
        </li>
      </ul>
      <div id={totalsId} className="year-chart__totals">
        <p>{t('chart.totalCurrent', { amount: money(glance.total) })}</p>
        <p>
          {!glance.hasPrevious
            ? t('chart.noPrevious')
            : glance.previousMonths < 12
              ? t('chart.totalPreviousPartial', { amount: money(glance.previousTotal), count: glance.previousMonths })
              : t('chart.totalPrevious', { amount: money(glance.previousTotal) })}
        </p>
        {change ? <p>{t('chart.change', { change })}</p> : null}
      </div>
      <details className="year-chart__numbers">
        <summary>{t('chart.showNumbers')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('chart.month')}</th>
              <th scope="col">{t('chart.current')}</th>
              <th scope="col">{t('chart.previous')}</th>
            </tr>
          </thead>
          <tbody>
            {glance.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthShort(m.month, language)}</th>
                <td>{m.net === null ? t('chart.none') : <bdi>{money(m.net)}</bdi>}</td>
                <td>{m.previousNet === null ? t('chart.none') : <bdi>{money(m.previousNet)}</bdi>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
