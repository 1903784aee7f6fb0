import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/charts';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PeriodPicker, type PeriodQuery } from '../../../components/period';
import { formatDay } from '../../../lib/format';
import { type ReportFormat, type ReportKind, reportFiguresQuery } from '../api/reports';
import { chartOf, chartRows, linkFor } from '../lib/report-kinds';
import { ReportTable } from './ReportTable';

export interface ReportViewProps {
  kinds: readonly ReportKind[];
  kind: ReportKind;
  onKindChange: (kind: ReportKind) => void;
  period: PeriodQuery;
  onPeriodChange: (period: PeriodQuery) => void;
  onExport: (format: ReportFormat) => void;
  exporting: ReportFormat | null;
  onSave: () => void;
}

/** One report: which, over what period, its chart and its table, and its files. */
export function ReportView({
  kinds,
  kind,
  onKindChange,
  period,
  onPeriodChange,
  onExport,
  exporting,
  onSave,
}: ReportViewProps) {
  const { t, i18n } = useTranslation();
  const figures = useQuery(reportFiguresQuery(kind, period));
  const report = figures.data?.kind === kind ? figures.data : undefined;
  const title = t(`reports.kinds.${kind}.title`);

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
          <Form.Group controlId="report-kind" className="report-picker">
            <Form.Label className="small mb-1">{t('reports.picker')}</Form.Label>
            <Form.Select
              size="sm"
              value={kind}
              onChange={(event) => onKindChange(event.target.value as ReportKind)}
            >
              {kinds.map((one) => (
                <option key={one} value={one}>
                  {t(`reports.kinds.${one}.title`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <PeriodPicker value={period} onChange={onPeriodChange} />
          <div className="d-flex flex-wrap gap-2 ms-md-auto">
            <ButtonGroup size="sm" aria-label={t('reports.export.label')}>
              {(['csv', 'xlsx'] as const).map((format) => (
                <Button
                  key={format}
                  variant="outline-secondary"
                  disabled={!report || exporting !== null}
                  aria-busy={exporting === format}
                  onClick={() => onExport(format)}
                >
                  {exporting === format ? (
                    <Spinner size="sm" className="me-1" aria-hidden="true" />
                  ) : (
                    <i className="bi bi-download me-1" aria-hidden="true" />
                  )}
                  {t(`reports.export.${format}`)}
                </Button>
              ))}
            </ButtonGroup>
            <Button size="sm" variant="primary" onClick={onSave}>
              <i className="bi bi-calendar-plus me-1" aria-hidden="true" />
              {t('reports.save.open')}
            </Button>
          </div>
        </div>
        <p className="text-body-secondary small mb-3">
          {t(`reports.kinds.${kind}.description`)}
          {report && (
            <>
              {' '}
              <span className="text-nowrap">
                {t('reports.periodRange', {
                  from: formatDay(report.period.from, i18n.language),
                  to: formatDay(report.period.to, i18n.language),
                })}
              </span>
            </>
          )}
        </p>
        {figures.isError ? (
          <ErrorAlert
            error={figures.error}
            title={t('reports.loadFailed')}
            onRetry={() => void figures.refetch()}
            retrying={figures.isFetching}
          />
        ) : !report ? (
          <div className="p-5 text-center">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('common.loading')}</span>
            </Spinner>
          </div>
        ) : (
          <>
            <ChartFigure
              title={title}
              kind={report.chart.kind}
              horizontal={report.chart.horizontal}
              {...chartOf(report, t, i18n.language)}
              linkFor={(index) => linkFor(kind, report.rows[index]?.id ?? null)}
              formatValue={(value) => new Intl.NumberFormat(i18n.language).format(value)}
              height={
                report.chart.horizontal ? Math.max(220, chartRows(report).length * 30 + 60) : 260
              }
            />
            {chartRows(report).length < report.rows.length && (
              <p className="small text-body-secondary mt-2 mb-0">
                {t('reports.chartTop', {
                  count: chartRows(report).length,
                  total: report.rows.length,
                })}
              </p>
            )}
            <div className="mt-4">
              <ReportTable report={report} caption={title} />
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
