import { type ReactNode, useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../../components/data-table';
import { APPLICANT_SOURCES, EDUCATION_LEVELS } from '../../api/applicants';

export const APPLICANT_FILTERS = [
  'city',
  'skill',
  'source',
  'education',
  'minYears',
  'maxYears',
  'hasCv',
] as const;
export type ApplicantFilter = (typeof APPLICANT_FILTERS)[number];

/** A text filter that applies on Enter or when it loses focus, and follows the URL. */
function DraftInput({
  value,
  onCommit,
  ...input
}: {
  value: string;
  onCommit: (value: string) => void;
  id: string;
  type?: string;
  min?: number;
  max?: number;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  isInvalid?: boolean;
  'aria-describedby'?: string;
}) {
  const [draft, setDraft] = useState(value);
  // Follow the URL (Back, reset) without an effect: adjust while rendering.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <Form.Control
      {...input}
      size="sm"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="applicant-filters__field">
      <Form.Label htmlFor={id} className="small fw-medium mb-1">
        {label}
      </Form.Label>
      {children}
    </div>
  );
}

/** The applicant search's filters, each one a URL parameter. */
export function ApplicantFilters({ list }: { list: ListState<ApplicantFilter> }) {
  const { t } = useTranslation();
  const id = useId();
  const filters = list.params.filters;
  const active = APPLICANT_FILTERS.filter((name) => filters[name]).length;
  const [open, setOpen] = useState(
    () => active > 0 || (typeof window !== 'undefined' && window.innerWidth >= 992),
  );
  const min = filters.minYears ? Number(filters.minYears) : null;
  const max = filters.maxYears ? Number(filters.maxYears) : null;
  const rangeInvalid = min !== null && max !== null && min > max;
  const years = (value: string) =>
    /^\d{1,2}$/.test(value) && Number(value) <= 60 ? value : undefined;

  return (
    <div className="applicant-filters mb-3">
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        className="mb-2"
      >
        <i className="bi bi-funnel me-2" aria-hidden="true" />
        {t('applicants.search.filters')}
        {active > 0 && (
          <Badge bg="primary" pill className="ms-2">
            {active}
          </Badge>
        )}
        <i className={`bi ${open ? 'bi-chevron-up' : 'bi-chevron-down'} ms-2`} aria-hidden="true" />
      </Button>
      <Collapse in={open}>
        <div id={`${id}-panel`}>
          <div className="applicant-filters__panel">
            <Field id={`${id}-city`} label={t('applicants.search.city')}>
              <DraftInput
                id={`${id}-city`}
                value={filters.city ?? ''}
                onCommit={(value) => list.setFilter('city', value)}
              />
            </Field>
            <Field id={`${id}-skill`} label={t('applicants.search.skill')}>
              <DraftInput
                id={`${id}-skill`}
                value={filters.skill ?? ''}
                onCommit={(value) => list.setFilter('skill', value)}
              />
            </Field>
            <Field id={`${id}-source`} label={t('applicants.search.source')}>
              <Form.Select
                id={`${id}-source`}
                size="sm"
                value={filters.source ?? ''}
                onChange={(event) => list.setFilter('source', event.target.value)}
              >
                <option value="">{t('applicants.search.anySource')}</option>
                {APPLICANT_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {t(`applicants.sources.${source}`)}
                  </option>
                ))}
              </Form.Select>
            </Field>
            <Field id={`${id}-education`} label={t('applicants.search.education')}>
              <Form.Select
                id={`${id}-education`}
                size="sm"
                value={filters.education ?? ''}
                onChange={(event) => list.setFilter('education', event.target.value)}
              >
                <option value="">{t('applicants.search.anyEducation')}</option>
                {EDUCATION_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`applicants.education.${level}`)}
                  </option>
                ))}
              </Form.Select>
            </Field>
            <fieldset className="applicant-filters__field applicant-filters__range">
              <legend className="form-label small fw-medium mb-1">
                {t('applicants.search.experience')}
              </legend>
              <div className="d-flex gap-2">
                <DraftInput
                  id={`${id}-min`}
                  type="number"
                  min={0}
                  max={60}
                  inputMode="numeric"
                  placeholder={t('applicants.search.minYears')}
                  value={filters.minYears ?? ''}
                  isInvalid={rangeInvalid}
                  aria-describedby={rangeInvalid ? `${id}-range` : undefined}
                  onCommit={(value) => list.setFilter('minYears', years(value))}
                />
                <DraftInput
                  id={`${id}-max`}
                  type="number"
                  min={0}
                  max={60}
                  inputMode="numeric"
                  placeholder={t('applicants.search.maxYears')}
                  value={filters.maxYears ?? ''}
                  isInvalid={rangeInvalid}
                  aria-describedby={rangeInvalid ? `${id}-range` : undefined}
                  onCommit={(value) => list.setFilter('maxYears', years(value))}
                />
              </div>
              <label className="visually-hidden" htmlFor={`${id}-min`}>
                {t('applicants.search.minYears')}
              </label>
              <label className="visually-hidden" htmlFor={`${id}-max`}>
                {t('applicants.search.maxYears')}
              </label>
              {rangeInvalid && (
                <div id={`${id}-range`} className="invalid-feedback d-block">
                  {t('applicants.search.rangeInvalid')}
                </div>
              )}
            </fieldset>
            <Field id={`${id}-cv`} label={t('applicants.search.cv')}>
              <Form.Select
                id={`${id}-cv`}
                size="sm"
                value={filters.hasCv ?? ''}
                onChange={(event) => list.setFilter('hasCv', event.target.value)}
              >
                <option value="">{t('applicants.search.cvAny')}</option>
                <option value="true">{t('applicants.search.cvYes')}</option>
                <option value="false">{t('applicants.search.cvNo')}</option>
              </Form.Select>
            </Field>
          </div>
        </div>
      </Collapse>
    </div>
  );
}
