import { lazy, type ReactNode, Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import type { Notify } from '../../../../components/toasts/Toasts';
import { ErrorAlert, useErrorMessage } from '../../../../components/ErrorAlert';
import {
  type Applicant,
  applicantFullName,
  useEraseApplicant,
  useExportApplicant,
} from '../../api/applicants';
import { useApplicantApplications } from '../../api/applications';
import { CvUploader } from '../applicants/CvUploader';
import { ageFrom, formatDate, formatDateTime, formatMoney, initials } from '../applicants/format';
import { PRODUCT_CURRENCY } from '../../../../lib/format';
import { useCvUpload } from '../applicants/useCvUpload';
import { RatingStars } from '../candidates/RatingStars';
import { ActivityList } from './ActivityList';
import { StageBadge } from './StageBadge';
import { StageTimeline, timelineOf } from './StageTimeline';
import { StarButton } from './StarButton';
import { CardSkeleton, LoadingBlock } from './states';
import './detail.scss';

// The interview bookings and the vacancy picker (react-select) come after the page, in
// their own chunks: the detail paints sooner and the route stays in budget.
const ApplicantBookings = lazy(async () => ({
  default: (await import('../interviews/ApplicantBookings')).ApplicantBookings,
}));
const ApplyToVacancy = lazy(async () => ({
  default: (await import('../applicants/ApplyToVacancy')).ApplyToVacancy,
}));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Everything about one applicant: profile, CV, applications, stage history, activity. */
export function ApplicantDetail({
  applicant,
  notify,
}: {
  applicant: Applicant;
  /** Says a change was done (the page's toasts). */
  notify: Notify;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const confirm = useConfirmation();
  const applications = useApplicantApplications(applicant.id);
  const exporter = useExportApplicant();
  const eraser = useEraseApplicant();
  const upload = useCvUpload();
  const exportError = useErrorMessage(exporter.error);
  const eraseError = useErrorMessage(eraser.error);
  const erased = !!applicant.erasedAt;
  const name = applicantFullName(applicant) ?? t('applicants.erasedName');
  const none = <span className="text-body-secondary">{t('detail.notGiven')}</span>;
  const age = ageFrom(applicant.birthDate);

  async function onErase() {
    const answer = await confirm({
      title: t('detail.erase.title'),
      message: t('detail.erase.message', { name }),
      icon: { name: 'bi-shield-exclamation' },
      actions: { confirm: { label: t('detail.erase.confirm') } },
    });
    if (answer !== 'confirmed') return;
    eraser.mutate(applicant.id, {
      onSuccess: () => notify('success', t('detail.erase.done')),
    });
  }

  return (
    <div data-testid="applicant-detail">
      <div className="detail-hero">
        <span className="detail-hero__avatar" aria-hidden="true">
          {erased ? <i className="bi bi-person-slash" /> : initials(name)}
        </span>
        <div className="detail-hero__body">
          <div className="small text-body-secondary text-uppercase fw-semibold">
            {t('detail.applicantLabel')}
          </div>
          <h1 className="detail-hero__title" data-testid="detail-title">
            {name}
          </h1>
          <div className="detail-hero__meta">
            {applicant.email && (
              <a href={`mailto:${applicant.email}`}>
                <i className="bi bi-envelope me-1" aria-hidden="true" />
                {applicant.email}
              </a>
            )}
            {applicant.phone && (
              <a href={`tel:${applicant.phone.replace(/[^\d+]/g, '')}`}>
                <i className="bi bi-telephone me-1" aria-hidden="true" />
                {applicant.phone}
              </a>
            )}
            {applicant.city && (
              <span>
                <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                {applicant.city}
              </span>
            )}
            <span>{t('detail.created', { date: formatDate(applicant.createdAt, language) })}</span>
          </div>
        </div>
        <div className="detail-hero__actions">
          <StarButton
            kind="applicant"
            id={applicant.id}
            size={null}
            starLabel={t('applicants.search.star', { name })}
            unstarLabel={t('applicants.search.unstar', { name })}
            text={{ star: t('detail.actions.star'), starred: t('detail.actions.starred') }}
          />
          {!erased && (
            <Link to={`/apps/crearpostulante?id=${applicant.id}`} className="btn btn-primary">
              <i className="bi bi-pencil me-2" aria-hidden="true" />
              {t('detail.actions.edit')}
            </Link>
          )}
        </div>
      </div>

      {erased && (
        <Alert variant="secondary" className="d-flex gap-2" data-testid="erased-banner">
          <i className="bi bi-shield-lock" aria-hidden="true" />
          {t('detail.erase.erasedBanner', {
            date: formatDateTime(applicant.erasedAt, language),
          })}
        </Alert>
      )}

      <Row className="g-4">
        <Col lg={8} className="d-flex flex-column gap-4">
          {!erased && (
            <Card className="shadow-sm">
              <Card.Body className="p-3 p-md-4">
                <h2 className="detail-card__title">{t('detail.sections.profile')}</h2>
                <dl className="detail-list">
                  <Field label={t('applicants.fields.documentId')}>
                    {applicant.documentId ? (
                      <span className="font-monospace">{applicant.documentId}</span>
                    ) : (
                      none
                    )}
                  </Field>
                  <Field label={t('applicants.fields.birthDate')}>
                    {applicant.birthDate ? (
                      <>
                        {formatDate(applicant.birthDate, language)}
                        {age !== null && (
                          <span className="text-body-secondary">
                            {' '}
                            ({t('detail.ageYears', { count: age })})
                          </span>
                        )}
                      </>
                    ) : (
                      none
                    )}
                  </Field>
                  <Field label={t('applicants.fields.education')}>
                    {applicant.education ? t(`applicants.education.${applicant.education}`) : none}
                  </Field>
                  <Field label={t('applicants.fields.yearsExperience')}>
                    {applicant.yearsExperience !== null
                      ? t('applicants.search.years', { count: applicant.yearsExperience })
                      : none}
                  </Field>
                  <Field label={t('applicants.fields.expectedSalary')}>
                    {applicant.expectedSalary !== null
                      ? formatMoney(applicant.expectedSalary, PRODUCT_CURRENCY, language)
                      : none}
                  </Field>
                  <Field label={t('applicants.fields.source')}>
                    {t(`applicants.sources.${applicant.source}`)}
                  </Field>
                  <Field label={t('applicants.fields.skills')}>
                    {applicant.skills.length > 0 ? (
                      <div className="d-flex flex-wrap gap-1">
                        {applicant.skills.map((skill) => (
                          <span key={skill} className="skill-chip">
                            {skill}
                          </span>
                        ))}
                      </div>
                    ) : (
                      none
                    )}
                  </Field>
                </dl>
                <h3 className="detail-card__title mt-4 mb-2">{t('detail.sections.notes')}</h3>
                {applicant.notes.trim() ? (
                  <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                    {applicant.notes}
                  </p>
                ) : (
                  <p className="mb-0">{none}</p>
                )}
              </Card.Body>
            </Card>
          )}

          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <h2 className="detail-card__title">
                {t('detail.sections.applications')}
                {applications.data && (
                  <span className="badge text-bg-secondary rounded-pill">
                    {applications.data.length}
                  </span>
                )}
              </h2>
              {applications.isPending ? (
                <LoadingBlock />
              ) : applications.isError ? (
                <ErrorAlert
                  error={applications.error}
                  title={t('detail.loadFailed')}
                  onRetry={() => void applications.refetch()}
                />
              ) : applications.data.length === 0 ? (
                <p className="text-body-secondary small mb-0">{t('detail.applications.empty')}</p>
              ) : (
                <div data-testid="applications-list">
                  {applications.data.map((application) => {
                    const vacancy = application.vacancy.title || application.vacancy.code;
                    return (
                      <div key={application.id} className="application-row">
                        <div className="application-row__main">
                          <Link
                            to={`/apps/detail?vacancy=${application.vacancyId}`}
                            className="fw-semibold"
                          >
                            {vacancy}
                          </Link>
                          <div className="small text-body-secondary">
                            {[application.vacancy.code, application.vacancy.companyName]
                              .filter(Boolean)
                              .join(' · ')}
                            {' · '}
                            {t('detail.applications.applied', {
                              date: formatDate(application.createdAt, language),
                            })}
                          </div>
                        </div>
                        <RatingStars value={application.rating} label={vacancy} />
                        <StageBadge stage={application.stage} />
                        <Link
                          to={`/apps/candidates?vacancy=${application.vacancyId}`}
                          className="btn btn-sm btn-outline-secondary"
                          aria-label={t('detail.applications.openBoard', { vacancy })}
                          title={t('detail.applications.openBoard', { vacancy })}
                        >
                          <i className="bi bi-kanban" aria-hidden="true" />
                        </Link>
                      </div>
                    );
                  })}
                </div>
              )}
            </Card.Body>
          </Card>

          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <h2 className="detail-card__title">{t('detail.sections.history')}</h2>
              {applications.isPending ? (
                <LoadingBlock />
              ) : (
                <StageTimeline
                  entries={timelineOf(applications.data ?? [], (application) => ({
                    label: application.vacancy.title || application.vacancy.code,
                    link: `/apps/candidates?vacancy=${application.vacancyId}`,
                  }))}
                />
              )}
            </Card.Body>
          </Card>
        </Col>

        <Col lg={4} className="d-flex flex-column gap-4">
          {!erased && (
            <Card className="shadow-sm">
              <Card.Body className="p-3 p-md-4">
                <h2 className="detail-card__title">{t('detail.sections.cv')}</h2>
                <CvUploader applicant={applicant} upload={upload} />
              </Card.Body>
            </Card>
          )}
          {!erased && (
            <Card className="shadow-sm">
              <Card.Body className="p-3 p-md-4">
                <h2 className="detail-card__title">{t('detail.applications.apply')}</h2>
                <Suspense fallback={<LoadingBlock />}>
                  <ApplyToVacancy
                    notify={notify}
                    applicantId={applicant.id}
                    appliedTo={applications.data?.map((application) => application.vacancyId)}
                  />
                </Suspense>
              </Card.Body>
            </Card>
          )}
          <Suspense fallback={<CardSkeleton lines={2} />}>
            <ApplicantBookings applicantId={applicant.id} />
          </Suspense>
          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <h2 className="detail-card__title">{t('detail.sections.activity')}</h2>
              <ActivityList params={{ applicantId: applicant.id }} />
            </Card.Body>
          </Card>
          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <h2 className="detail-card__title">{t('detail.sections.personalData')}</h2>
              <p className="small text-body-secondary">{t('detail.erase.explanation')}</p>
              <p className="small mb-3">
                <i className="bi bi-shield-check me-1 text-success" aria-hidden="true" />
                {applicant.consentText ? (
                  // What the person agreed to, as the form showed it, beside when.
                  <span data-testid="consent-wording">
                    {t('applicants.form.consentAgreed')}{' '}
                    <q lang={applicant.consentLanguage ?? undefined}>{applicant.consentText}</q>
                    {' — '}
                    {formatDateTime(applicant.consentAt, language)}
                  </span>
                ) : (
                  // Consents recorded before the wording was kept (and staff's): the date only.
                  t('applicants.form.consentRecorded', {
                    date: formatDateTime(applicant.consentAt, language),
                  })
                )}
              </p>
              <div className="d-flex flex-wrap gap-2">
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() =>
                    exporter.mutate(applicant.id, {
                      onSuccess: () => notify('success', t('detail.export.done')),
                    })
                  }
                  disabled={exporter.isPending}
                  data-testid="export-data"
                >
                  {exporter.isPending ? (
                    <Spinner size="sm" className="me-1" aria-hidden="true" />
                  ) : (
                    <i className="bi bi-filetype-json me-1" aria-hidden="true" />
                  )}
                  {t('detail.actions.export')}
                </Button>
                {!erased && (
                  <Button
                    variant="outline-danger"
                    size="sm"
                    onClick={() => void onErase()}
                    disabled={eraser.isPending}
                    data-testid="erase-data"
                  >
                    {eraser.isPending ? (
                      <Spinner size="sm" className="me-1" aria-hidden="true" />
                    ) : (
                      <i className="bi bi-eraser me-1" aria-hidden="true" />
                    )}
                    {t('detail.actions.erase')}
                  </Button>
                )}
              </div>
              {exporter.isError && (
                <Alert variant="danger" className="mt-3 mb-0 py-2 small">
                  {t('detail.export.failed')}: {exportError}
                </Alert>
              )}
              {eraser.isError && (
                <Alert variant="danger" className="mt-3 mb-0 py-2 small">
                  {t('detail.erase.failed')}: {eraseError}
                </Alert>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
