import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../components/ErrorAlert';
import { useCreateApplication } from '../../api/applications';
import type { Vacancy } from '../../api/vacancies';
import { useVacancyOptions } from '../detail/lookups';

function vacancyLabel(vacancy: Vacancy): string {
  return [vacancy.code, vacancy.title || '—', vacancy.companyName].filter(Boolean).join(' · ');
}

export interface VacancySelectProps {
  value: string;
  onChange: (vacancyId: string) => void;
  /** Vacancies the applicant already applied to; shown disabled. */
  exclude?: readonly string[];
  disabled?: boolean;
  id?: string;
}

/** Open and paused vacancies (the ones taking applications) in a select. */
export function VacancySelect({ value, onChange, exclude = [], disabled, id }: VacancySelectProps) {
  const { t } = useTranslation();
  const options = useVacancyOptions('');
  const message = useErrorMessage(options.error);
  return (
    <>
      <Form.Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || options.isPending}
        data-testid="vacancy-select"
      >
        <option value="">
          {options.isPending ? t('common.loading') : t('applicants.apply.none')}
        </option>
        {options.data?.map((vacancy) => (
          <option key={vacancy.id} value={vacancy.id} disabled={exclude.includes(vacancy.id)}>
            {vacancyLabel(vacancy)}
          </option>
        ))}
      </Form.Select>
      {options.isError && (
        <div className="small text-danger mt-1">
          {t('applicants.apply.loadFailed')}: {message}{' '}
          <Button variant="link" size="sm" className="p-0" onClick={() => void options.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </>
  );
}

export interface ApplyToVacancyProps {
  applicantId: string;
  /** Vacancies already applied to. */
  appliedTo?: readonly string[];
  disabled?: boolean;
  onApplied?: (vacancyId: string) => void;
}

/** Applies a saved applicant to a vacancy (a new application in the Applied stage). */
export function ApplyToVacancy({
  applicantId,
  appliedTo,
  disabled,
  onApplied,
}: ApplyToVacancyProps) {
  const { t } = useTranslation();
  const id = useId();
  const [vacancyId, setVacancyId] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const create = useCreateApplication();
  const message = useErrorMessage(create.error);

  function apply() {
    if (!vacancyId) return;
    setApplied(null);
    create.mutate(
      { applicantId, vacancyId },
      {
        onSuccess: (application) => {
          setApplied(
            [application.vacancy.code, application.vacancy.title].filter(Boolean).join(' · '),
          );
          setVacancyId('');
          onApplied?.(vacancyId);
        },
      },
    );
  }

  return (
    // Not a <form>: it may sit inside the applicant form.
    <div>
      <Form.Label htmlFor={id}>{t('applicants.apply.vacancy')}</Form.Label>
      <div className="d-flex gap-2">
        <div className="flex-grow-1 min-w-0">
          <VacancySelect
            id={id}
            value={vacancyId}
            onChange={setVacancyId}
            exclude={appliedTo}
            disabled={disabled || create.isPending}
          />
        </div>
        <Button
          variant="outline-primary"
          onClick={apply}
          disabled={!vacancyId || disabled || create.isPending}
          data-testid="apply-submit"
        >
          {create.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t('applicants.apply.submit')}
        </Button>
      </div>
      <Form.Text muted>{t('applicants.apply.hint')}</Form.Text>
      {create.isError && (
        <Alert variant="danger" className="mt-2 mb-0 py-2 small">
          {t('applicants.apply.failed')}: {message}
        </Alert>
      )}
      {applied && (
        <p className="text-success small mt-2 mb-0" role="status">
          <i className="bi bi-check-circle me-1" aria-hidden="true" />
          {t('applicants.apply.applied', { vacancy: applied })}
        </p>
      )}
    </div>
  );
}
