import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatDay } from '../../../lib/format';
import { type ReportRun, reportRunsQuery, type SavedReport } from '../api/reports';
import { formatUtc } from '../lib/report-kinds';
import { RunStatusBadge } from './RunStatusBadge';

export interface RunHistoryDialogProps {
  report: SavedReport | null;
  onHide: () => void;
  onDownload: (run: ReportRun) => void;
  downloading: string | null;
}

/** The runs of a saved report, newest first, each with its file to download. */
export function RunHistoryDialog({
  report,
  onHide,
  onDownload,
  downloading,
}: RunHistoryDialogProps) {
  const { t, i18n } = useTranslation();
  const runs = useQuery(reportRunsQuery(report?.id ?? null));
  return (
    <Modal
      show={report !== null}
      onHide={onHide}
      centered
      size="lg"
      aria-labelledby="run-history-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="run-history-title" as="h2" className="h5">
          <i className="bi bi-clock-history me-2 text-primary" aria-hidden="true" />
          {t('reports.runs.title', { name: report?.name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0">
        {runs.isError ? (
          <ErrorAlert
            className="m-3"
            error={runs.error}
            title={t('reports.runs.loadFailed')}
            onRetry={() => void runs.refetch()}
            retrying={runs.isFetching}
          />
        ) : runs.isPending ? (
          <div className="p-5 text-center">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('common.loading')}</span>
            </Spinner>
          </div>
        ) : runs.data.length === 0 ? (
          <p className="p-4 mb-0 text-center text-body-secondary">{t('reports.runs.empty')}</p>
        ) : (
          <ListGroup variant="flush" as="ol" className="run-list">
            {runs.data.map((run) => (
              <ListGroup.Item as="li" key={run.id} data-testid="run-row" className="py-3">
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <span className="fw-semibold me-auto">
                    {formatUtc(run.startedAt, i18n.language)}
                  </span>
                  <Badge bg="" className="fw-normal bg-secondary-subtle text-secondary-emphasis">
                    {t(`reports.runs.triggers.${run.trigger}`)}
                  </Badge>
                  <RunStatusBadge status={run.status} />
                </div>
                {run.period && (
                  <div className="small text-body-secondary mt-1">
                    {t('reports.runs.period', {
                      from: formatDay(run.period.from, i18n.language),
                      to: formatDay(run.period.to, i18n.language),
                    })}
                  </div>
                )}
                {run.error && <div className="small text-danger mt-1">{run.error}</div>}
                {run.mailedTo.length > 0 && (
                  <div className="small text-body-secondary mt-1">
                    {t('reports.runs.mailedTo', { list: run.mailedTo.join(', ') })}
                  </div>
                )}
                {run.fileId && (
                  <Button
                    size="sm"
                    variant="link"
                    className="p-0 mt-1 text-start text-break"
                    disabled={downloading === run.id}
                    aria-busy={downloading === run.id}
                    onClick={() => onDownload(run)}
                  >
                    <i className="bi bi-download me-1" aria-hidden="true" />
                    {run.fileName}
                  </Button>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('reports.runs.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
