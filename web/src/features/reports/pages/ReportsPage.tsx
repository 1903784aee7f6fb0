import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { usePeriodParams } from '../../../components/period';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useCan, useRoles } from '../../../lib/access';
import {
  currentAccountQuery,
  type ReportFormat,
  type ReportKind,
  type ReportLanguage,
  type ReportRun,
  type SavedReport,
  savedReportsQuery,
  useDeleteSavedReport,
  useDownloadRunFile,
  useExportReport,
  useRunSavedReport,
} from '../api/reports';
import { ReportView } from '../components/ReportView';
import { RunHistoryDialog } from '../components/RunHistoryDialog';
import { SavedReportDialog } from '../components/SavedReportDialog';
import { SavedReportsList } from '../components/SavedReportsList';
import { isReportKind, kindsFor } from '../lib/report-kinds';
import '../reports.css';

const REPORT_PARAM = 'report';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * apps/autoreportes: a report of the kinds the person's roles allow over a period (kept in
 * the address), as a chart, a table and CSV or XLSX files; and the reports they saved to
 * run on a schedule, with each run's file.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmation();
  const roles = useRoles();
  const admin = useCan('admin');
  const kinds = kindsFor(roles);
  const [search, setSearch] = useSearchParams();
  const [period, setPeriod] = usePeriodParams();
  const asked = search.get(REPORT_PARAM);
  const kind: ReportKind = isReportKind(asked) && kinds.includes(asked) ? asked : kinds[0];
  const all = admin && search.get('all') === 'true';

  const saved = useQuery(savedReportsQuery({ all }));
  const account = useQuery(currentAccountQuery());
  const exporter = useExportReport();
  const runner = useRunSavedReport();
  const remover = useDeleteSavedReport();
  const downloader = useDownloadRunFile();
  const { notices, notify, dismiss } = useNotices();

  const [exporting, setExporting] = useState<ReportFormat | null>(null);
  const [dialog, setDialog] = useState<{ report: SavedReport | null } | null>(null);
  const [history, setHistory] = useState<SavedReport | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const language = (['en', 'tr', 'es'] as const).find((one) => i18n.language.startsWith(one));

  function setParam(name: string, value: string | null) {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

  async function onExport(format: ReportFormat) {
    setExporting(format);
    try {
      const name = await exporter.mutateAsync({
        kind,
        period,
        format,
        lang: (language ?? 'en') as ReportLanguage,
      });
      notify('success', t('reports.export.done', { name }));
    } catch (error) {
      notify('danger', t('reports.export.failed', { message: message(error) }));
    } finally {
      setExporting(null);
    }
  }

  async function onRun(report: SavedReport) {
    setRunning(report.id);
    try {
      const run = await runner.mutateAsync(report.id);
      if (run.status === 'succeeded') {
        notify('success', t('reports.toast.ran', { name: report.name, file: run.fileName }));
      } else {
        notify('danger', t('reports.toast.runFailed', { name: report.name, error: run.error }));
      }
    } catch (error) {
      notify('danger', t('reports.toast.runFailed', { name: report.name, error: message(error) }));
    } finally {
      setRunning(null);
    }
  }

  async function onDelete(report: SavedReport) {
    const answer = await confirm({
      title: t('reports.delete.title'),
      message: t('reports.delete.message', { name: report.name }),
      actions: { confirm: { label: t('reports.delete.confirm') } },
    });
    if (answer !== 'confirmed') return;
    try {
      await remover.mutateAsync(report.id);
      notify('success', t('reports.toast.deleted', { name: report.name }));
    } catch (error) {
      notify(
        'danger',
        t('reports.toast.deleteFailed', { name: report.name, message: message(error) }),
      );
    }
  }

  async function onDownload(run: ReportRun) {
    setDownloading(run.id);
    try {
      const name = await downloader.mutateAsync(run);
      notify('success', t('reports.export.done', { name }));
    } catch (error) {
      notify('danger', t('reports.runs.downloadFailed', { message: message(error) }));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      <div className="page-header">
        <h1 className="page-header__title">{t('routes.autoreportes')}</h1>
        <p className="text-body-secondary mb-0 mt-1">{t('reports.subtitle')}</p>
      </div>

      <ReportView
        kinds={kinds}
        kind={kind}
        onKindChange={(next) => setParam(REPORT_PARAM, next)}
        period={period}
        onPeriodChange={setPeriod}
        onExport={(format) => void onExport(format)}
        exporting={exporting}
        onSave={() => setDialog({ report: null })}
      />

      <Card className="shadow-sm" as="section" aria-labelledby="saved-reports-title">
        <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-transparent">
          <h2 id="saved-reports-title" className="h5 mb-0 me-auto">
            {t('reports.saved.title')}
          </h2>
          {admin && (
            <Form.Check
              type="switch"
              id="saved-reports-all"
              label={t('reports.saved.showAll')}
              checked={all}
              onChange={(event) => setParam('all', event.target.checked ? 'true' : null)}
            />
          )}
        </Card.Header>
        {saved.isError ? (
          <Card.Body>
            <ErrorAlert
              error={saved.error}
              title={t('reports.saved.loadFailed')}
              onRetry={() => void saved.refetch()}
              retrying={saved.isFetching}
            />
          </Card.Body>
        ) : saved.isPending ? (
          <div className="p-5 text-center">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('common.loading')}</span>
            </Spinner>
          </div>
        ) : saved.data.length === 0 ? (
          <Card.Body className="text-center text-body-secondary py-5">
            <i className="bi bi-calendar2-week fs-2 d-block mb-2" aria-hidden="true" />
            {t('reports.saved.empty')}
          </Card.Body>
        ) : (
          <SavedReportsList
            reports={saved.data}
            showOwner={all}
            running={running}
            onRun={(report) => void onRun(report)}
            onHistory={setHistory}
            onEdit={(report) => setDialog({ report })}
            onDelete={(report) => void onDelete(report)}
          />
        )}
        <Card.Footer className="small text-body-secondary bg-transparent">
          <i className="bi bi-info-circle me-1" aria-hidden="true" />
          {t('reports.saved.delivery')}
        </Card.Footer>
      </Card>

      <SavedReportDialog
        show={dialog !== null}
        report={dialog?.report ?? null}
        kinds={kinds}
        initial={{ kind, period, email: account.data?.email ?? null }}
        onHide={() => setDialog(null)}
        onSaved={(report, created) => {
          setDialog(null);
          notify(
            'success',
            t(created ? 'reports.toast.saved' : 'reports.toast.updated', { name: report.name }),
          );
        }}
      />
      <RunHistoryDialog
        report={history}
        onHide={() => setHistory(null)}
        onDownload={(run) => void onDownload(run)}
        downloading={downloading}
      />
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { ReportsPage as Component };
