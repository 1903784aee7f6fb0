import { useCallback } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useApplicant } from '../api/applicants';
import { ApplicantDetail } from '../components/detail/ApplicantDetail';
import { useVacancy } from '../api/vacancies';
import { CardSkeleton, EmptyState, isMissing } from '../components/detail/states';
import { VacancyDetail } from '../components/detail/VacancyDetail';
import { Toasts, useNotices } from '../components/shared/Toasts';
import type { Notify } from '../../../components/toasts/Toasts';
import { type Flash, useFlash } from '../../../lib/useFlash';

function DetailSkeleton() {
  return (
    <>
      <div className="detail-hero" aria-hidden="true">
        <Placeholder as="span" animation="glow" className="detail-hero__avatar" />
        <Placeholder as="div" animation="glow" className="detail-hero__body">
          <Placeholder xs={2} size="sm" />
          <Placeholder as="div" xs={6} size="lg" className="my-2" />
          <Placeholder xs={5} size="sm" />
        </Placeholder>
      </div>
      <Row className="g-4">
        <Col lg={8} className="d-flex flex-column gap-4">
          <CardSkeleton lines={7} />
          <CardSkeleton lines={4} />
        </Col>
        <Col lg={4} className="d-flex flex-column gap-4">
          <CardSkeleton lines={3} />
          <CardSkeleton lines={4} />
        </Col>
      </Row>
    </>
  );
}

/** The screen's own heading, for the states that show no record (and so no hero). */
function DetailHeader() {
  const { t } = useTranslation();
  return (
    <div className="page-header">
      <h1 className="page-header__title">{t('routes.detail')}</h1>
    </div>
  );
}

function NotFound({ kind }: { kind: 'applicant' | 'vacancy' }) {
  const { t } = useTranslation();
  return (
    <>
      <DetailHeader />
      <Card className="shadow-sm">
        <EmptyState
          icon={kind === 'applicant' ? 'bi-person-x' : 'bi-briefcase'}
          title={t(`detail.notFound.${kind}`)}
          text={t('detail.notFound.text')}
          testId="not-found"
          actions={<WaysOn />}
        />
      </Card>
    </>
  );
}

function ApplicantView({ id, notify }: { id: string; notify: Notify }) {
  const { t } = useTranslation();
  const applicant = useApplicant(id);
  if (applicant.isPending) return <DetailSkeleton />;
  if (applicant.isError) {
    return isMissing(applicant.error) ? (
      <NotFound kind="applicant" />
    ) : (
      <ErrorAlert
        error={applicant.error}
        title={t('detail.loadFailed')}
        onRetry={() => void applicant.refetch()}
        retrying={applicant.isFetching}
      />
    );
  }
  return <ApplicantDetail applicant={applicant.data} notify={notify} />;
}

function VacancyView({ id }: { id: string }) {
  const { t } = useTranslation();
  const vacancy = useVacancy(id);
  if (vacancy.isPending) return <DetailSkeleton />;
  if (vacancy.isError) {
    return isMissing(vacancy.error) ? (
      <NotFound kind="vacancy" />
    ) : (
      <ErrorAlert
        error={vacancy.error}
        title={t('detail.loadFailed')}
        onRetry={() => void vacancy.refetch()}
        retrying={vacancy.isFetching}
      />
    );
  }
  return <VacancyDetail vacancy={vacancy.data} />;
}

/**
 * apps/detail: one applicant (`?applicant=ID`) or vacancy (`?vacancy=ID`); a form that
 * opens the record it created says so in a toast (its flash).
 */
export function DetailPage() {
  const { notices, notify, dismiss } = useNotices();
  useFlash(useCallback((flash: Flash) => notify('success', flash.text), [notify]));
  return (
    <>
      <DetailContent notify={notify} />
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

function DetailContent({ notify }: { notify: Notify }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const applicantId = params.get('applicant');
  const vacancyId = params.get('vacancy');
  if (applicantId) return <ApplicantView key={applicantId} id={applicantId} notify={notify} />;
  if (vacancyId) return <VacancyView key={vacancyId} id={vacancyId} />;
  return (
    <>
      <DetailHeader />
      <Card className="shadow-sm">
        <EmptyState
          icon="bi-card-text"
          title={t('detail.missing.title')}
          text={t('detail.missing.text')}
          actions={<WaysOn />}
        />
      </Card>
    </>
  );
}

export { DetailPage as Component };

/** Where to go from a detail that shows no record: the applicant search or the board. */
function WaysOn() {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/apps/Busquedapostulante" className="btn btn-primary">
        {t('detail.notFound.toSearch')}
      </Link>
      <Link to="/apps/candidates" className="btn btn-outline-secondary">
        {t('detail.notFound.toBoard')}
      </Link>
    </>
  );
}
