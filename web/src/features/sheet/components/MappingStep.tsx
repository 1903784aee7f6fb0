import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { ColumnChoice, DuplicateMode, Import } from '../api/imports';
import { columnLetter, fieldLabelKey, mappingProblems } from '../lib/sheet-fields';

export interface MappingStepProps {
  upload: Import;
  mapping: ColumnChoice[];
  duplicates: DuplicateMode;
  onMapping: (mapping: ColumnChoice[]) => void;
  onDuplicates: (mode: DuplicateMode) => void;
  onCheck: () => void;
  onAnotherFile: () => void;
  checking: boolean;
}

/** Which column feeds each field (required ones marked), and what becomes of duplicates. */
export function MappingStep({
  upload,
  mapping,
  duplicates,
  onMapping,
  onDuplicates,
  onCheck,
  onAnotherFile,
  checking,
}: MappingStepProps) {
  const { t, i18n } = useTranslation();
  const columnOf = new Map(mapping.map((choice) => [choice.field, choice.column]));
  const { missing, twice } = mappingProblems(upload.fields, mapping);
  const label = (field: string) => t(fieldLabelKey(upload.kind, field));
  const headerName = (index: number) =>
    `${columnLetter(index)} · ${upload.headers[index] || t('sheet.mapping.noHeader')}`;

  function choose(field: string, value: string) {
    const column = value === '' ? null : Number(value);
    onMapping(
      upload.fields.map((one) => ({
        field: one.key,
        column: one.key === field ? column : (columnOf.get(one.key) ?? null),
      })),
    );
  }

  return (
    <Card className="shadow-sm" as="section" aria-labelledby="sheet-columns-title">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
          <h2 id="sheet-columns-title" className="h5 mb-0 me-auto">
            {t('sheet.mapping.title')}
          </h2>
          <span className="small text-body-secondary text-break" data-testid="sheet-file">
            <i className="bi bi-file-earmark-spreadsheet me-1" aria-hidden="true" />
            {t('sheet.mapping.file', {
              name: upload.fileName,
              count: upload.rowCount,
              rows: upload.rowCount.toLocaleString(i18n.language),
            })}
          </span>
        </div>
        <p className="small text-body-secondary">{t('sheet.mapping.hint')}</p>
        <div className="sheet-mapping">
          {upload.fields.map((field) => {
            const column = columnOf.get(field.key) ?? null;
            const sample = column === null ? '' : (upload.sample[0]?.[column] ?? '');
            const id = `sheet-map-${field.key}`;
            const invalid =
              (field.required && column === null) || (column !== null && twice.includes(column));
            return (
              <Form.Group key={field.key} controlId={id} className="sheet-mapping__field">
                <Form.Label className="mb-1">
                  {label(field.key)}
                  {field.required && (
                    <>
                      <span className="text-danger ms-1" aria-hidden="true">
                        *
                      </span>
                      <span className="visually-hidden"> ({t('sheet.mapping.required')})</span>
                    </>
                  )}
                </Form.Label>
                <Form.Select
                  size="sm"
                  value={column === null ? '' : String(column)}
                  onChange={(event) => choose(field.key, event.target.value)}
                  isInvalid={invalid}
                  aria-describedby={sample ? `${id}-sample` : undefined}
                >
                  <option value="">{t('sheet.mapping.notImported')}</option>
                  {upload.headers.map((_header, index) => (
                    <option key={index} value={index}>
                      {headerName(index)}
                    </option>
                  ))}
                </Form.Select>
                {sample && (
                  <Form.Text id={`${id}-sample`} className="d-block text-truncate">
                    {t('sheet.mapping.sample', { value: sample })}
                  </Form.Text>
                )}
              </Form.Group>
            );
          })}
        </div>

        <fieldset className="mt-4">
          <legend className="h6">{t('sheet.mapping.duplicates.legend')}</legend>
          <p className="small text-body-secondary mb-2">
            {t(
              upload.kind === 'applicants'
                ? 'sheet.mapping.duplicates.hintApplicants'
                : 'sheet.mapping.duplicates.hintVacancies',
            )}
          </p>
          {(['skip', 'update'] as const).map((mode) => (
            <Form.Check
              key={mode}
              type="radio"
              id={`sheet-duplicates-${mode}`}
              name="sheet-duplicates"
              label={t(`sheet.mapping.duplicates.${mode}`)}
              checked={duplicates === mode}
              onChange={() => onDuplicates(mode)}
            />
          ))}
        </fieldset>

        {(missing.length > 0 || twice.length > 0) && (
          <Alert variant="warning" className="mt-3 mb-0 py-2 small">
            {missing.length > 0 && (
              <div>{t('sheet.mapping.missing', { fields: missing.map(label).join(', ') })}</div>
            )}
            {twice.length > 0 && (
              <div>{t('sheet.mapping.twice', { columns: twice.map(headerName).join(', ') })}</div>
            )}
          </Alert>
        )}
      </Card.Body>
      <Card.Footer className="bg-transparent d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" onClick={onAnotherFile} disabled={checking}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t('sheet.mapping.another')}
        </Button>
        <Button
          className="ms-auto"
          onClick={onCheck}
          disabled={checking || missing.length > 0 || twice.length > 0}
        >
          {checking ? (
            <Spinner size="sm" className="me-1" aria-hidden="true" />
          ) : (
            <i className="bi bi-list-check me-1" aria-hidden="true" />
          )}
          {t('sheet.mapping.check')}
        </Button>
      </Card.Footer>
    </Card>
  );
}
