import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
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
          <Table responsive className="mb-0 align-middle run-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.runs.columns.started')}</th>
                <th scope="col">{t('reports.runs.columns.status')}</th>
                <th scope="col">{t('reports.runs.columns.period')}</th>
                <th scope="col">{t('reports.runs.columns.file')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.map((run) => (
                <tr key={run.id} data-testid="run-row">
                  <td>
                    <div className="text-nowrap">{formatUtc(run.startedAt, i18n.language)}</div>
                    <Badge bg="" className="fw-normal bg-secondary-subtle text-secondary-emphasis">
                      {t(`reports.runs.triggers.${run.trigger}`)}
                    </Badge>
                  </td>
                  <td>
                    <RunStatusBadge status={run.status} />
                    {run.error && <div className="small text-danger mt-1">{run.error}</div>}
                    {run.mailedTo.length > 0 && (
                      <div className="small text-body-secondary mt-1">
                        {t('reports.runs.mailedTo', { list: run.mailedTo.join(', ') })}
                      </div>
                    )}
                  </td>
                  <td className="small">
                    {run.period &&
                      t('reports.runs.periodRange', {
                        from: formatDay(run.period.from, i18n.language),
                        to: formatDay(run.period.to, i18n.language),
                      })}
                  </td>
                  <td>
                    {run.fileId && (
                      <Button
                        size="sm"
                        variant="link"
                        className="p-0 text-start text-break"
                        disabled={downloading === run.id}
                        aria-busy={downloading === run.id}
                        onClick={() => onDownload(run)}
                      >
                        <i className="bi bi-download me-1" aria-hidden="true" />
                        {run.fileName}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
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
