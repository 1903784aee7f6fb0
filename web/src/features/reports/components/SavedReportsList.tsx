import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { SavedReport } from '../api/reports';
import { describeSchedule, formatUtc } from '../lib/report-kinds';
import { RunStatusBadge } from './RunStatusBadge';

export interface SavedReportsListProps {
  reports: SavedReport[];
  showOwner: boolean;
  running: string | null;
  onRun: (report: SavedReport) => void;
  onHistory: (report: SavedReport) => void;
  onEdit: (report: SavedReport) => void;
  onDelete: (report: SavedReport) => void;
}

/** The saved reports: what, when next, how the last run went, and what to do with each. */
export function SavedReportsList({
  reports,
  showOwner,
  running,
  onRun,
  onHistory,
  onEdit,
  onDelete,
}: SavedReportsListProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <ListGroup variant="flush" as="ul" className="saved-reports">
      {reports.map((report) => (
        <ListGroup.Item
          as="li"
          key={report.id}
          className="d-flex flex-wrap align-items-center gap-3 py-3"
          data-testid="saved-report"
          data-report-id={report.id}
        >
          <div className="saved-reports__main flex-grow-1 min-w-0">
            <h3 className="h6 mb-1 text-break">{report.name}</h3>
            <div className="small text-body-secondary">
              {t(`reports.kinds.${report.kind}.title`)} ·{' '}
              {t(`period.presets.${report.filters.period}`)}
              {showOwner && report.ownerName && (
                <> · {t('reports.saved.owner', { name: report.ownerName })}</>
              )}
            </div>
            <div className="small mt-1">
              <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
              {describeSchedule(report.schedule, t, language)}
            </div>
          </div>
          <dl className="saved-reports__times small mb-0">
            <dt className="text-body-secondary fw-normal">{t('reports.saved.nextRun')}</dt>
            <dd className="mb-1" data-testid="next-run">
              {report.nextRunAt ? formatUtc(report.nextRunAt, language) : t('reports.saved.paused')}
            </dd>
            <dt className="text-body-secondary fw-normal">{t('reports.saved.lastRun')}</dt>
            <dd className="mb-0">
              {report.lastRun ? (
                <>
                  <RunStatusBadge status={report.lastRun.status} />{' '}
                  <span className="text-nowrap">
                    {formatUtc(report.lastRun.startedAt, language)}
                  </span>
                </>
              ) : (
                t('reports.saved.never')
              )}
            </dd>
          </dl>
          <div
            className="d-flex flex-wrap gap-2"
            role="group"
            aria-label={t('reports.saved.actionsFor', { name: report.name })}
          >
            <Button
              size="sm"
              variant="outline-primary"
              disabled={running === report.id}
              aria-busy={running === report.id}
              onClick={() => onRun(report)}
            >
              {running === report.id ? (
                <Spinner size="sm" className="me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-play-fill me-1" aria-hidden="true" />
              )}
              {t('reports.saved.runNow')}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => onHistory(report)}>
              <i className="bi bi-clock-history me-1" aria-hidden="true" />
              {t('reports.saved.history')}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              aria-label={t('reports.saved.editNamed', { name: report.name })}
              title={t('reports.saved.edit')}
              onClick={() => onEdit(report)}
            >
              <i className="bi bi-pencil" aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={t('reports.saved.deleteNamed', { name: report.name })}
              title={t('reports.saved.delete')}
              onClick={() => onDelete(report)}
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </Button>
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
