import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Import } from '../api/imports';
import { RunProgress } from './RunProgress';

const LISTS = {
  applicants: '/apps/Busquedapostulante',
  vacancies: '/apps/listadovacanciaInterna',
} as const;

const COUNTS = ['created', 'updated', 'skipped', 'failed'] as const;
const COUNT_VARIANT = {
  created: 'success',
  updated: 'info',
  skipped: 'secondary',
  failed: 'danger',
} as const;

export interface ImportStepProps {
  upload: Import;
  onReport: () => void;
  downloading: boolean;
  onAnother: () => void;
}

/** The import while it runs, then its report: what each row became, the file to keep. */
export function ImportStep({ upload, onReport, downloading, onAnother }: ImportStepProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const result = upload.result;
  const importing = upload.summary ? upload.summary.create + upload.summary.update : 0;
  return (
    <Card className="shadow-sm" as="section" aria-labelledby="sheet-import-title">
      <Card.Body>
        <h2 id="sheet-import-title" className="h5">
          {result ? t('sheet.import.done') : t('sheet.import.title')}
        </h2>
        {upload.state === 'importing' && (
          <RunProgress
            text={t('sheet.import.progress', { count: importing, rows: number(importing) })}
            done={null}
            total={upload.rowCount}
          />
        )}
        {result && (
          <>
            <dl className="sheet-summary" data-testid="sheet-report">
              {COUNTS.map((count) => (
                <div key={count} className={`sheet-summary__item border-${COUNT_VARIANT[count]}`}>
                  <dt className="small text-body-secondary fw-normal">
                    {t(`sheet.import.counts.${count}`)}
                  </dt>
                  <dd className="h4 mb-0">{number(result[count])}</dd>
                </div>
              ))}
            </dl>
            {result.consentConfirmedAt && (
              <p className="small text-body-secondary mb-0">
                <i className="bi bi-shield-check me-1" aria-hidden="true" />
                {t('sheet.import.consentAt', {
                  date: new Date(result.consentConfirmedAt).toLocaleString(i18n.language),
                })}
              </p>
            )}
          </>
        )}
      </Card.Body>
      {result && (
        <Card.Footer className="bg-transparent d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={onReport} disabled={downloading}>
            {downloading ? (
              <Spinner size="sm" className="me-1" aria-hidden="true" />
            ) : (
              <i className="bi bi-download me-1" aria-hidden="true" />
            )}
            {t('sheet.import.report')}
          </Button>
          <Link to={LISTS[upload.kind]} className="btn btn-outline-secondary">
            {t(`sheet.import.open.${upload.kind}`)}
          </Link>
          <Button className="ms-sm-auto" onClick={onAnother}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('sheet.import.another')}
          </Button>
        </Card.Footer>
      )}
    </Card>
  );
}
