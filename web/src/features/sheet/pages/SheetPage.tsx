import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format';
import { useSearchParams } from 'react-router';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { ApiError } from '../../../lib/api/errors';
import {
  type ColumnChoice,
  type DuplicateMode,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  importQuery,
  type ImportKind,
  type ImportLanguage,
  useCommitImport,
  useDiscardImport,
  useDownloadReport,
  useDownloadTemplate,
  usePreviewImport,
  useUploadImport,
} from '../api/imports';
import { ImportStep } from '../components/ImportStep';
import { KindStep } from '../components/KindStep';
import { MappingStep } from '../components/MappingStep';
import { PreviewStep } from '../components/PreviewStep';
import { SheetSteps, type Step } from '../components/SheetSteps';
import { UploadStep } from '../components/UploadStep';
import '../sheet.css';

const IMPORT_PARAM = 'import';
const KIND_PARAM = 'kind';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const isKind = (value: string | null): value is ImportKind =>
  IMPORT_KINDS.includes(value as ImportKind);

/**
 * apps/sheet: bulk import. Choose what to import, upload a CSV or XLSX, match its columns
 * to the fields, check every row (the server's own validation, with progress), import the
 * valid rows in one go and keep the report. The upload's id stays in the address, so a
 * reload comes back to the same step.
 */
export function SheetPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const id = search.get(IMPORT_PARAM);
  const askedKind = search.get(KIND_PARAM);
  const [kind, setKind] = useState<ImportKind>(isKind(askedKind) ? askedKind : 'applicants');
  const [choosingFile, setChoosingFile] = useState(isKind(askedKind));
  const [uploading, setUploading] = useState<{ name: string; percent: number | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState<{
    id: string;
    mapping?: ColumnChoice[];
    duplicates?: DuplicateMode;
  } | null>(null);
  const [editingColumns, setEditingColumns] = useState(false);
  const [consent, setConsent] = useState(false);
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | 'report' | null>(null);
  const { notices, notify, dismiss } = useNotices();

  const upload = useQuery(importQuery(id));
  const uploader = useUploadImport();
  const previewer = usePreviewImport();
  const committer = useCommitImport();
  const discarder = useDiscardImport();
  const templates = useDownloadTemplate();
  const reports = useDownloadReport();
  const language: ImportLanguage =
    (['en', 'es', 'tr'] as const).find((one) => i18n.language.startsWith(one)) ?? 'en';

  const data = upload.data;
  const mapping = (draft?.id === data?.id ? draft?.mapping : undefined) ?? data?.mapping ?? [];
  const duplicates =
    (draft?.id === data?.id ? draft?.duplicates : undefined) ?? data?.duplicates ?? 'skip';

  // Tell the person when a step that ran on the server ends.
  const lastState = useRef<string | undefined>(undefined);
  const state = data?.state;
  useEffect(() => {
    const before = lastState.current;
    lastState.current = state;
    if (!data || before === undefined || before === state) return;
    const number = (value: number) => value.toLocaleString(i18n.language);
    if (before === 'previewing' && state === 'previewed' && data.summary) {
      notify(
        'info',
        t('sheet.preview.done', {
          count: data.summary.rows,
          rows: number(data.summary.rows),
          invalid: number(data.summary.invalid),
        }),
      );
    } else if (before === 'importing' && state === 'imported' && data.result) {
      void committer.invalidateRecords(data.kind);
      notify(
        'success',
        t('sheet.import.doneToast', {
          created: number(data.result.created),
          updated: number(data.result.updated),
          skipped: number(data.result.skipped),
          failed: number(data.result.failed),
        }),
      );
    } else if (state === 'failed' && data.error) {
      notify('danger', t('sheet.import.failed', { message: data.error.message }));
    }
    // Only a change of state is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  function setParams(next: Record<string, string | null>) {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value === null) params.delete(name);
          else params.set(name, value);
        }
        return params;
      },
      { replace: false },
    );
  }

  async function onTemplate(format: 'csv' | 'xlsx') {
    setDownloading(format);
    try {
      const name = await templates.mutateAsync({ kind, format, lang: language });
      notify('success', t('sheet.template.done', { name }));
    } catch (error) {
      notify('danger', t('sheet.template.failed', { message: message(error) }));
    } finally {
      setDownloading(null);
    }
  }

  async function onFile(file: File) {
    setProblem(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setProblem(
        t('sheet.upload.tooLarge', {
          name: file.name,
          size: formatBytes(file.size, i18n.language),
          limit: formatBytes(IMPORT_MAX_BYTES, i18n.language),
        }),
      );
      return;
    }
    setUploading({ name: file.name, percent: null });
    try {
      const answer = await uploader.mutateAsync({
        kind,
        file,
        onProgress: (progress) =>
          setUploading({
            name: file.name,
            percent: progress.fraction === null ? null : Math.round(progress.fraction * 100),
          }),
      });
      setEditingColumns(false);
      setConsent(false);
      setParams({ [IMPORT_PARAM]: answer.id, [KIND_PARAM]: null });
      notify(
        'success',
        t('sheet.upload.done', {
          name: answer.fileName,
          count: answer.rowCount,
          rows: answer.rowCount.toLocaleString(i18n.language),
        }),
      );
    } catch (error) {
      setProblem(t('sheet.upload.failed', { message: message(error) }));
    } finally {
      setUploading(null);
    }
  }

  async function onCheck() {
    if (!data) return;
    try {
      await previewer.mutateAsync({ id: data.id, body: { mapping, duplicates } });
      setEditingColumns(false);
    } catch (error) {
      notify('danger', t('sheet.preview.failed', { message: message(error) }));
    }
  }

  async function onImport() {
    if (!data) return;
    try {
      await committer.mutateAsync({
        id: data.id,
        body: data.kind === 'applicants' ? { consent } : {},
      });
    } catch (error) {
      notify('danger', t('sheet.import.failed', { message: message(error) }));
    }
  }

  async function onAnotherFile() {
    if (data) await discarder.mutateAsync(data.id).catch(() => undefined);
    setChoosingFile(true);
    setParams({ [IMPORT_PARAM]: null, [KIND_PARAM]: data?.kind ?? kind });
  }

  function onStartOver() {
    setChoosingFile(false);
    setConsent(false);
    setParams({ [IMPORT_PARAM]: null, [KIND_PARAM]: null });
  }

  async function onReport() {
    if (!data) return;
    setDownloading('report');
    try {
      const name = await reports.mutateAsync({ id: data.id, lang: language });
      notify('success', t('sheet.import.reportDone', { name }));
    } catch (error) {
      notify('danger', t('sheet.import.reportFailed', { message: message(error) }));
    } finally {
      setDownloading(null);
    }
  }

  const expired =
    id !== null &&
    upload.isError &&
    upload.error instanceof ApiError &&
    upload.error.statusCode === 404;

  let step: Step;
  if (!id || expired) step = choosingFile || expired ? 'file' : 'kind';
  else if (!data || data.state === 'uploaded' || editingColumns) step = 'columns';
  else if (data.state === 'importing' || data.state === 'imported') step = 'import';
  else step = 'check';

  return (
    <>
      <div className="page-header">
        <h1 className="page-header__title">{t('routes.sheet')}</h1>
        <p className="text-body-secondary mb-0 mt-1">{t('sheet.subtitle')}</p>
      </div>
      <div className="sheet-page">
        <SheetSteps current={step} />
        {expired && (
          <Alert variant="warning" role="alert">
            {t('sheet.expired')}
          </Alert>
        )}
        {upload.isError && !expired && (
          <Alert variant="danger" role="alert">
            {message(upload.error)}
          </Alert>
        )}
        {id !== null && upload.isPending && (
          <div className="p-5 text-center">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('common.loading')}</span>
            </Spinner>
          </div>
        )}
        {step === 'kind' && (
          <KindStep
            kind={kind}
            onKind={setKind}
            onNext={() => {
              setChoosingFile(true);
              setProblem(null);
            }}
            onTemplate={(format) => void onTemplate(format)}
            downloading={downloading === 'csv' || downloading === 'xlsx' ? downloading : null}
          />
        )}
        {step === 'file' && (
          <UploadStep
            kind={data?.kind ?? kind}
            uploading={uploading}
            problem={problem}
            onFile={(file) => void onFile(file)}
            onBack={() => {
              setChoosingFile(false);
              setParams({ [IMPORT_PARAM]: null, [KIND_PARAM]: null });
            }}
          />
        )}
        {step === 'columns' && data && (
          <MappingStep
            upload={data}
            mapping={mapping}
            duplicates={duplicates}
            onMapping={(next) => setDraft({ id: data.id, mapping: next, duplicates })}
            onDuplicates={(mode) => setDraft({ id: data.id, mapping, duplicates: mode })}
            onCheck={() => void onCheck()}
            onAnotherFile={() => void onAnotherFile()}
            checking={previewer.isPending}
          />
        )}
        {step === 'check' && data && (
          <PreviewStep
            upload={data}
            consent={consent}
            onConsent={setConsent}
            onImport={() => void onImport()}
            onBack={() => setEditingColumns(true)}
            onCheckAgain={() => void onCheck()}
            starting={committer.isPending}
          />
        )}
        {step === 'import' && data && (
          <ImportStep
            upload={data}
            onReport={() => void onReport()}
            downloading={downloading === 'report'}
            onAnother={onStartOver}
          />
        )}
      </div>
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { SheetPage as Component };
