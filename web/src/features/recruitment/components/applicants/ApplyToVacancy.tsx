import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../components/ErrorAlert';
import { RecordSelect } from '../../../../components/record-select';
import type { Notify } from '../../../../components/toasts/Toasts';
import { useCreateApplication } from '../../api/applications';
import type { Vacancy } from '../../api/vacancies';
import { searchApplicableVacancies } from '../detail/lookups';

function vacancyLabel(vacancy: Vacancy): string {
  return [vacancy.code, vacancy.title || '—', vacancy.companyName].filter(Boolean).join(' · ');
}

export interface VacancySelectProps {
  value: Vacancy | null;
  onChange: (vacancy: Vacancy | null) => void;
  /** Vacancies the applicant already applied to; shown disabled. */
  exclude?: readonly string[];
  disabled?: boolean;
  id: string;
  describedBy?: string;
}

/** Open and paused vacancies (the ones taking applications), searched on the server. */
export function VacancySelect({
  value,
  onChange,
  exclude = [],
  disabled,
  id,
  describedBy,
}: VacancySelectProps) {
  const { t } = useTranslation();
  return (
    <RecordSelect<Vacancy>
      inputId={id}
      value={value}
      onChange={onChange}
      loadOptions={searchApplicableVacancies}
      getOptionValue={(vacancy) => vacancy.id}
      getOptionLabel={vacancyLabel}
      isOptionDisabled={(vacancy) => exclude.includes(vacancy.id)}
      cacheKey={exclude.join(',')}
      placeholder={t('applicants.apply.search')}
      isDisabled={disabled}
      describedBy={describedBy}
      isClearable
    />
  );
}

export interface ApplyToVacancyProps {
  applicantId: string;
  /** Vacancies already applied to. */
  appliedTo?: readonly string[];
  disabled?: boolean;
  onApplied?: (vacancyId: string) => void;
  /** Says the application was made (the page's toasts). */
  notify: Notify;
}

/** Applies a saved applicant to a vacancy (a new application in the Applied stage). */
export function ApplyToVacancy({
  applicantId,
  appliedTo,
  disabled,
  onApplied,
  notify,
}: ApplyToVacancyProps) {
  const { t } = useTranslation();
  const id = useId();
  const [vacancy, setVacancy] = useState<Vacancy | null>(null);
  const create = useCreateApplication();
  const message = useErrorMessage(create.error);

  function apply() {
    if (!vacancy) return;
    create.mutate(
      { applicantId, vacancyId: vacancy.id },
      {
        onSuccess: (application) => {
          const applied = [application.vacancy.code, application.vacancy.title]
            .filter(Boolean)
            .join(' · ');
          notify('success', t('applicants.apply.applied', { vacancy: applied }));
          setVacancy(null);
          onApplied?.(application.vacancyId);
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
            value={vacancy}
            onChange={setVacancy}
            exclude={appliedTo}
            disabled={disabled || create.isPending}
            describedBy={`${id}-hint`}
          />
        </div>
        <Button
          variant="outline-primary"
          onClick={apply}
          disabled={!vacancy || disabled || create.isPending}
          data-testid="apply-submit"
        >
          {create.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t('applicants.apply.submit')}
        </Button>
      </div>
      <Form.Text id={`${id}-hint`} muted>
        {t('applicants.apply.hint')}
      </Form.Text>
      {create.isError && (
        <Alert variant="danger" className="mt-2 mb-0 py-2 small">
          {t('applicants.apply.failed')}: {message}
        </Alert>
      )}
    </div>
  );
}
