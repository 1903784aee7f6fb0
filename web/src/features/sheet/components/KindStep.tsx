import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { IMPORT_KINDS, type ImportKind } from '../api/imports';

const ICONS: Readonly<Record<ImportKind, string>> = {
  applicants: 'bi-people',
  vacancies: 'bi-briefcase',
};

export interface KindStepProps {
  kind: ImportKind;
  onKind: (kind: ImportKind) => void;
  onNext: () => void;
  onTemplate: (format: 'csv' | 'xlsx') => void;
  downloading: 'csv' | 'xlsx' | null;
}

/** What the file holds, and a template to start from. */
export function KindStep({ kind, onKind, onNext, onTemplate, downloading }: KindStepProps) {
  const { t } = useTranslation();
  return (
    <Card className="shadow-sm" as="section" aria-labelledby="sheet-kind-title">
      <Card.Body>
        <h2 id="sheet-kind-title" className="h5">
          {t('sheet.kind.title')}
        </h2>
        <fieldset>
          <legend className="visually-hidden">{t('sheet.kind.title')}</legend>
          <div className="sheet-kinds">
            {IMPORT_KINDS.map((one) => (
              <label
                key={one}
                className={`sheet-kind${one === kind ? ' sheet-kind--chosen' : ''}`}
                htmlFor={`sheet-kind-${one}`}
              >
                <Form.Check.Input
                  type="radio"
                  id={`sheet-kind-${one}`}
                  name="sheet-kind"
                  checked={one === kind}
                  onChange={() => onKind(one)}
                />
                <i className={`bi ${ICONS[one]} sheet-kind__icon`} aria-hidden="true" />
                <span>
                  <span className="d-block fw-semibold">{t(`sheet.kinds.${one}`)}</span>
                  <span className="d-block small text-body-secondary">
                    {t(`sheet.kindHints.${one}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="d-flex flex-wrap align-items-center gap-2 mt-4">
          <span className="small text-body-secondary me-auto">{t('sheet.template.hint')}</span>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="outline-secondary"
              size="sm"
              onClick={() => onTemplate(format)}
              disabled={downloading !== null}
            >
              {downloading === format ? (
                <Spinner size="sm" className="me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-file-earmark-arrow-down me-1" aria-hidden="true" />
              )}
              {t(format === 'csv' ? 'sheet.template.csv' : 'sheet.template.xlsx')}
            </Button>
          ))}
        </div>
      </Card.Body>
      <Card.Footer className="bg-transparent d-flex justify-content-end">
        <Button onClick={onNext}>
          {t('sheet.kind.next')}
          <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
        </Button>
      </Card.Footer>
    </Card>
  );
}
