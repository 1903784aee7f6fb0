import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useVacancy, type Vacancy } from '../api/vacancies';
import { VacancyForm } from '../components/vacancies/VacancyForm';
import '../components/vacancies/vacancies.css';
import type { Flash } from '../../../lib/useFlash';

const LIST_PATH = '/apps/listadovacanciaInterna';

/** apps/crearvacanciaInterno: a new vacancy, or with ?id= the one to edit. */
export function VacancyFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const vacancy = useVacancy(id);

  const title = id
    ? t('vacancies.form.editTitle', { code: vacancy.data?.code ?? '' })
    : t('vacancies.form.createTitle');

  return (
    <>
      <nav aria-label="breadcrumb" className="mb-2">
        <Link to={LIST_PATH} className="small text-decoration-none">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t('routes.listadoVacanciaInterna')}
        </Link>
      </nav>
      <div className="page-header">
        <h1 className="page-header__title">{title}</h1>
        <p className="text-body-secondary mb-0 mt-1">{t('vacancies.form.subtitle')}</p>
      </div>
      {id && vacancy.isError ? (
        <ErrorAlert
          error={vacancy.error}
          title={t('vacancies.form.loadFailed')}
          onRetry={() => void vacancy.refetch()}
          retrying={vacancy.isFetching}
        />
      ) : id && vacancy.isPending ? (
        <div className="py-5 text-center">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </Spinner>
        </div>
      ) : (
        <VacancyForm
          key={vacancy.data?.id ?? 'new'}
          vacancy={id ? vacancy.data : undefined}
          onCancel={() => void navigate(LIST_PATH)}
          onSaved={(saved, created) => {
            const text = t(`vacancies.flash.${created ? 'created' : 'updated'}`, {
              code: saved.code,
            });
            const flash: Flash<Vacancy> = created ? { text, created: saved } : { text };
            void navigate(LIST_PATH, { state: { flash } });
          }}
        />
      )}
    </>
  );
}

export { VacancyFormPage as Component };
