import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { Import } from '../api/imports';
import { ROW_STATUSES, STATUS_VARIANT } from '../lib/sheet-fields';
import { PreviewRows } from './PreviewRows';
import { RunProgress } from './RunProgress';

export interface PreviewStepProps {
  upload: Import;
  consent: boolean;
  onConsent: (consent: boolean) => void;
  onImport: () => void;
  onBack: () => void;
  onCheckAgain: () => void;
  starting: boolean;
}

/** The check of every row (with its progress), its counts and rows, and the import button. */
export function PreviewStep({
  upload,
  consent,
  onConsent,
  onImport,
  onBack,
  onCheckAgain,
  starting,
}: PreviewStepProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const summary = upload.summary;
  const importable = summary ? summary.create + summary.update : 0;
  const needsConsent = upload.kind === 'applicants' && importable > 0;
  const stale = upload.state === 'failed' && upload.error?.code === 'import-stale';

  return (
    <Card className="shadow-sm" as="section" aria-labelledby="sheet-check-title">
      <Card.Body>
        <h2 id="sheet-check-title" className="h5">
          {t('sheet.preview.title')}
        </h2>
        {upload.state === 'previewing' && upload.progress && (
          <RunProgress
            text={t('sheet.preview.progress', {
              done: number(upload.progress.done),
              total: number(upload.progress.total),
            })}
            done={upload.progress.done}
            total={upload.progress.total}
          />
        )}
        {upload.state === 'failed' && upload.error && (
          <Alert variant="danger" role="alert">
            {stale
              ? t('sheet.import.stale', {
                  lines: upload.error.lines.map(number).join(', '),
                })
              : t('sheet.import.failed', { message: upload.error.message })}
            <div className="mt-2">
              <Button size="sm" variant="outline-danger" onClick={onCheckAgain}>
                <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
                {t('sheet.preview.again')}
              </Button>
            </div>
          </Alert>
        )}
        {summary && upload.state === 'previewed' && (
          <>
            <dl className="sheet-summary" data-testid="sheet-summary">
              {ROW_STATUSES.map((status) => (
                <div
                  key={status}
                  className={`sheet-summary__item border-${STATUS_VARIANT[status]}`}
                >
                  <dt className="small text-body-secondary fw-normal">
                    {t(`sheet.preview.summary.${status}`)}
                  </dt>
                  <dd className="h4 mb-0">{number(summary[status])}</dd>
                </div>
              ))}
            </dl>
            <PreviewRows upload={upload} />
            {importable === 0 ? (
              <Alert variant="warning" className="mt-3 mb-0">
                {t('sheet.preview.nothing')}
              </Alert>
            ) : (
              needsConsent && (
                <Form.Check
                  className="mt-3"
                  id="sheet-consent"
                  checked={consent}
                  onChange={(event) => onConsent(event.target.checked)}
                  label={t('sheet.preview.consent')}
                />
              )
            )}
          </>
        )}
      </Card.Body>
      <Card.Footer className="bg-transparent d-flex flex-wrap gap-2">
        <Button
          variant="outline-secondary"
          onClick={onBack}
          disabled={upload.state === 'previewing'}
        >
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t('sheet.preview.back')}
        </Button>
        {upload.state === 'previewed' && (
          <Button
            className="ms-auto"
            onClick={onImport}
            disabled={importable === 0 || (needsConsent && !consent) || starting}
          >
            {starting ? (
              <Spinner size="sm" className="me-1" aria-hidden="true" />
            ) : (
              <i className="bi bi-box-arrow-in-down me-1" aria-hidden="true" />
            )}
            {t('sheet.preview.importButton', { count: importable, rows: number(importable) })}
          </Button>
        )}
      </Card.Footer>
    </Card>
  );
}
