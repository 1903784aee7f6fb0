import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { readPalette, useThemeKey } from './chart-theme';
import type { ChartKind, ChartSeries } from './chart-types';
import './charts.css';

// Chart.js comes in its own chunk, shared by every screen with a chart.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

export interface ChartFigureProps {
  /** The caption, and the chart's accessible name. */
  title: string;
  kind: ChartKind;
  labels: string[];
  series: ChartSeries[];
  /** How values read in the axis, tooltips and the table (default: the number as is). */
  formatValue?: (value: number) => string;
  /** The first column's header in the table view (what the labels are). */
  labelHeader?: string;
  /** The list behind a label: the table links to it and a click on the chart opens it. */
  linkFor?: (index: number) => string | undefined;
  horizontal?: boolean;
  stacked?: boolean;
  /** The value axis starts at zero (default); false fits it to the values (prices). */
  zeroBased?: boolean;
  height?: number;
  /** Shown beside the caption, e.g. a period picker. */
  actions?: ReactNode;
}

const plain = (value: number) => String(value);

/** Up to this many points, the chart's accessible name reads every value. */
const SPOKEN_POINTS = 8;

/**
 * A chart with its figures as a table one click away (and for screen readers): every
 * chart of the product is drawn through this, so each has a text alternative.
 */
export function ChartFigure({
  title,
  kind,
  labels,
  series,
  formatValue = plain,
  labelHeader,
  linkFor,
  horizontal,
  stacked,
  zeroBased = true,
  height = 260,
  actions,
}: ChartFigureProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const themeKey = useThemeKey();
  const [asTable, setAsTable] = useState(false);
  const captionId = useId();
  const empty = labels.length === 0 || series.every((entry) => entry.data.every((v) => !v));

  const spoken =
    labels.length <= SPOKEN_POINTS && series.length === 1
      ? labels
          .map((label, index) => `${label}: ${formatValue(series[0].data[index] ?? 0)}`)
          .join(', ')
      : t('charts.seeTable');

  return (
    <figure className="chart-figure mb-0" aria-labelledby={captionId}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <figcaption id={captionId} className="chart-figure__caption fw-semibold me-auto">
          {title}
        </figcaption>
        {actions}
        {!empty && (
          <Button
            variant="link"
            size="sm"
            className="p-0"
            aria-pressed={asTable}
            onClick={() => setAsTable((value) => !value)}
          >
            <i className={`bi ${asTable ? 'bi-bar-chart' : 'bi-table'} me-1`} aria-hidden="true" />
            {asTable ? t('charts.showChart') : t('charts.showTable')}
          </Button>
        )}
      </div>
      {empty ? (
        <p className="chart-figure__empty text-body-secondary" style={{ minHeight: height / 2 }}>
          {t('charts.empty')}
        </p>
      ) : asTable ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader ?? t('charts.label')}</th>
                {series.map((entry) => (
                  <th key={entry.label} scope="col" className="text-end">
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => {
                const to = linkFor?.(index);
                return (
                  <tr key={`${label}-${index}`}>
                    <th scope="row" className="fw-normal">
                      {to ? <Link to={to}>{label}</Link> : label}
                    </th>
                    {series.map((entry) => (
                      <td key={entry.label} className="text-end font-monospace">
                        {formatValue(entry.data[index] ?? 0)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="chart-figure__canvas" style={{ height }}>
          <Suspense fallback={<div className="placeholder-glow h-100" aria-hidden="true" />}>
            <ChartCanvas
              key={themeKey}
              palette={readPalette()}
              kind={kind}
              labels={labels}
              series={series}
              label={`${title}. ${spoken}`}
              formatValue={formatValue}
              horizontal={horizontal}
              stacked={stacked}
              zeroBased={zeroBased}
              onPick={
                linkFor
                  ? (index) => {
                      const to = linkFor(index);
                      if (to) void navigate(to);
                    }
                  : undefined
              }
            />
          </Suspense>
        </div>
      )}
    </figure>
  );
}
