import { lazy, type ReactNode, Suspense } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { APPLICATION_STAGES, usePipeline } from '../../api/applications';
import { formatDate, formatMoney } from '../applicants/format';
import { formatNumber } from '../../../../lib/format';
import { RatingStars } from '../candidates/RatingStars';
import { groupByStage } from '../candidates/pipeline-logic';
import { ActivityList } from './ActivityList';
import type { Vacancy } from '../../api/vacancies';
import { VacancyStatusBadge } from '../shared/VacancyStatusBadge';
import { StageBadge } from './StageBadge';
import { StageTimeline, timelineOf } from './StageTimeline';
import { StarButton } from './StarButton';
import { CardSkeleton, LoadingBlock } from './states';
import './detail.scss';

/**
 * Whether the vacancy's last day to apply is behind it: the public job board, which
 * compares the UTC calendar day, no longer lists it, open or not.
 */
function deadlinePassed(vacancy: Vacancy, now = new Date()): boolean {
  return vacancy.closesAt !== null && vacancy.closesAt < now.toISOString().slice(0, 10);
}

// The interview slots come after the page (their own chunk: the route stays in budget).
const VacancySlots = lazy(async () => ({
  default: (await import('../interviews/VacancySlots')).VacancySlots,
}));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Everything about one vacancy: its terms, candidates by stage, history and activity. */
export function VacancyDetail({ vacancy }: { vacancy: Vacancy }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const pipeline = usePipeline(vacancy.id);
  const title = vacancy.title || vacancy.code;
  const none = <span className="text-body-secondary">{t('detail.notGiven')}</span>;
  const money = (amount: number) => formatMoney(amount, vacancy.currency, language);
  const salary =
    vacancy.salaryMin !== null && vacancy.salaryMax !== null
      ? t('detail.salaryRange', { min: money(vacancy.salaryMin), max: money(vacancy.salaryMax) })
      : vacancy.salaryMin !== null
        ? t('detail.salaryFrom', { min: money(vacancy.salaryMin) })
        : vacancy.salaryMax !== null
          ? t('detail.salaryUpTo', { max: money(vacancy.salaryMax) })
          : null;
  const nameOf = (name: string, erasedAt: string | null) =>
    erasedAt || !name ? t('applicants.erasedName') : name;
  const columns = pipeline.data ? groupByStage(pipeline.data) : null;

  return (
    <div data-testid="vacancy-detail">
      <div className="detail-hero">
        <span className="detail-hero__avatar detail-hero__avatar--vacancy" aria-hidden="true">
          <i className="bi bi-briefcase" />
        </span>
        <div className="detail-hero__body">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className="small text-body-secondary text-uppercase fw-semibold">
              {t('detail.vacancyLabel')} · <span className="font-monospace">{vacancy.code}</span>
            </span>
            <VacancyStatusBadge status={vacancy.status} />
          </div>
          <h1 className="detail-hero__title" data-testid="detail-title">
            {title}
          </h1>
          <div className="detail-hero__meta">
            {vacancy.companyName && (
              <span>
                <i className="bi bi-building me-1" aria-hidden="true" />
                {vacancy.companyName}
              </span>
            )}
            {vacancy.location && (
              <span>
                <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                {vacancy.location}
              </span>
            )}
            <span>
              <i className="bi bi-trophy me-1" aria-hidden="true" />
              {t('candidates.header.openings', {
                hired: vacancy.hiredCount,
                openings: vacancy.openings,
              })}
            </span>
          </div>
        </div>
        <div className="detail-hero__actions">
          <StarButton
            kind="vacancy"
            id={vacancy.id}
            size={null}
            starLabel={t('detail.actions.star')}
            unstarLabel={t('detail.actions.starred')}
            text={{ star: t('detail.actions.star'), starred: t('detail.actions.starred') }}
          />
          <Link
            to={`/apps/crearvacanciaInterno?id=${vacancy.id}`}
            className="btn btn-outline-secondary"
          >
            <i className="bi bi-pencil me-2" aria-hidden="true" />
            {t('detail.actions.edit')}
          </Link>
          <Link
            to={`/apps/candidates?vacancy=${vacancy.id}`}
            className="btn btn-primary"
            data-testid="open-pipeline"
          >
            <i className="bi bi-kanban me-2" aria-hidden="true" />
            {t('detail.actions.pipeline')}
          </Link>
        </div>
      </div>

      <Row className="g-4">
        <Col lg={8} className="d-flex flex-column gap-4">
          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <h2 className="detail-card__title">{t('detail.sections.overview')}</h2>
              <dl className="detail-list">
                <Field label={t('detail.fields.company')}>{vacancy.companyName ?? none}</Field>
                <Field label={t('detail.fields.category')}>{vacancy.categoryName ?? none}</Field>
                <Field label={t('detail.fields.location')}>{vacancy.location || none}</Field>
                <Field label={t('detail.fields.modality')}>
                  {t(`detail.modality.${vacancy.modality}`)}
                </Field>
                <Field label={t('detail.fields.contractType')}>
                  {t(`detail.contractType.${vacancy.contractType}`)}
                </Field>
                <Field label={t('detail.fields.salary')}>{salary ?? none}</Field>
                <Field label={t('detail.fields.openings')}>
                  {formatNumber(vacancy.openings, language)}
                </Field>
                <Field label={t('detail.fields.hired')}>
                  {formatNumber(vacancy.hiredCount, language)}
                </Field>
                <Field label={t('detail.fields.applications')}>
                  {formatNumber(vacancy.applicationCount, language)}
                </Field>
                <Field label={t('detail.fields.publishedAt')}>
                  {vacancy.publishedAt ? formatDate(vacancy.publishedAt, language) : none}
                </Field>
                <Field label={t('detail.fields.closesAt')}>
                  {vacancy.closesAt ? formatDate(vacancy.closesAt, language) : none}
                </Field>
                <Field label={t('detail.fields.internal')}>
                  {vacancy.internal
                    ? t('detail.internal')
                    : deadlinePassed(vacancy)
                      ? t('detail.publicClosed')
                      : t('detail.public')}
                </Field>
              </dl>
            </Card.Body>
          </Card>

          {vacancy.description && (
            <Card className="shadow-sm">
              <Card.Body className="p-3 p-md-4">
                <h2 className="detail-card__title">{t('detail.sections.description')}</h2>
                {/* Sanitised by the server when stored. */}
                <div
                  className="vacancy-description"
                  dangerouslySetInnerHTML={{ __html: vacancy.description }}
                />
              </Card.Body>
            </Card>
          )}

          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <h2 className="detail-card__title">
                {t('detail.sections.candidates')}
                <Link
                  to={`/apps/candidates?vacancy=${vacancy.id}`}
                  className="btn btn-sm btn-link text-decoration-none"
                >
                  {t('detail.actions.pipeline')}
                  <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
                </Link>
              </h2>
              {pipeline.isPending ? (
                <LoadingBlock />
              ) : pipeline.isError ? (
                <ErrorAlert
                  error={pipeline.error}
                  title={t('candidates.loadFailed')}
                  onRetry={() => void pipeline.refetch()}
                />
              ) : pipeline.data.length === 0 ? (
                <p className="text-body-secondary small mb-0">
                  {t('detail.applications.emptyVacancy')}
                </p>
              ) : (
                <div data-testid="applications-list">
                  {APPLICATION_STAGES.flatMap((stage) =>
                    (columns?.[stage] ?? []).map((application) => {
                      const name = nameOf(
                        application.applicant.name,
                        application.applicant.erasedAt,
                      );
                      return (
                        <div key={application.id} className="application-row">
                          <div className="application-row__main">
                            <Link
                              to={`/apps/detail?applicant=${application.applicantId}`}
                              className="fw-semibold"
                              aria-label={t('detail.applications.openApplicant', { name })}
                            >
                              {name}
                            </Link>
                            <div className="small text-body-secondary">
                              {[application.applicant.email, application.applicant.city]
                                .filter(Boolean)
                                .join(' · ')}
                            </div>
                          </div>
                          <RatingStars value={application.rating} label={name} />
                          <StageBadge stage={application.stage} />
                        </div>
                      );
                    }),
                  )}
                </div>
              )}
            </Card.Body>
          </Card>

          <Suspense fallback={<CardSkeleton lines={3} />}>
            <VacancySlots vacancy={vacancy} />
          </Suspense>
        </Col>

        <Col lg={4} className="d-flex flex-column gap-4">
          {vacancy.requirements.length > 0 && (
            <Card className="shadow-sm">
              <Card.Body className="p-3 p-md-4">
                <h2 className="detail-card__title">{t('detail.sections.requirements')}</h2>
                <ul className="mb-0 ps-3">
                  {vacancy.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
              </Card.Body>
            </Card>
          )}
          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <h2 className="detail-card__title">{t('detail.sections.history')}</h2>
              {pipeline.isPending ? (
                <LoadingBlock />
              ) : (
                <StageTimeline
                  limit={12}
                  entries={timelineOf(pipeline.data ?? [], (application) => ({
                    label: nameOf(application.applicant.name, application.applicant.erasedAt),
                    link: `/apps/detail?applicant=${application.applicantId}`,
                  }))}
                />
              )}
            </Card.Body>
          </Card>
          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <h2 className="detail-card__title">{t('detail.sections.activity')}</h2>
              <ActivityList params={{ vacancyId: vacancy.id }} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
