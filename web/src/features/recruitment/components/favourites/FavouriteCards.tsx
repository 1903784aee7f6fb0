import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../../lib/format';
import type { Favourite } from '../../api/favourites';
import { FavouriteToggle } from '../shared/FavouriteToggle';
import { initialsOf } from '../shared/format';
import { VacancyStatusBadge } from '../shared/VacancyStatusBadge';

function Starred({ at }: { at: string }) {
  const { t, i18n } = useTranslation();
  return (
    <time dateTime={at} className="small text-body-secondary">
      <i className="bi bi-star-fill text-warning me-1" aria-hidden="true" />
      {t('favourites.starredAt', { when: formatRelativeTime(at, i18n.language) })}
    </time>
  );
}

/** A starred vacancy: code, status, title, company, openings; detail and pipeline links. */
export function VacancyFavouriteCard({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation();
  const vacancy = favourite.vacancy;
  if (!vacancy) return null;
  const title = vacancy.title || t('vacancies.untitled');
  return (
    <Card className="favourite-card h-100" data-testid="favourite-card" data-kind="vacancy">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex align-items-center gap-2">
          <span className="vacancy-code text-body-secondary">{vacancy.code}</span>
          <VacancyStatusBadge status={vacancy.status} />
          <FavouriteToggle kind="vacancy" id={vacancy.id} name={title} className="ms-auto" />
        </div>
        <h2 className="h6 mb-0 favourite-card__title">
          <Link to={`/apps/detail?vacancy=${vacancy.id}`} className="stretched-link-none">
            {title}
          </Link>
        </h2>
        <div className="small text-body-secondary d-flex flex-wrap gap-3">
          <span>
            <i className="bi bi-building me-1" aria-hidden="true" />
            {vacancy.companyName ?? t('favourites.noCompany')}
          </span>
          <span>
            <i className="bi bi-people me-1" aria-hidden="true" />
            {t('favourites.openingsShort', { count: vacancy.openings })}
          </span>
        </div>
        <div className="mt-auto pt-2">
          <Starred at={favourite.createdAt} />
        </div>
      </Card.Body>
      <Card.Footer className="bg-transparent d-flex gap-2">
        <Link
          to={`/apps/detail?vacancy=${vacancy.id}`}
          className="btn btn-sm btn-outline-primary flex-fill"
        >
          <i className="bi bi-card-text me-1" aria-hidden="true" />
          {t('favourites.actions.detail')}
        </Link>
        <Link
          to={`/apps/candidates?vacancy=${vacancy.id}`}
          className="btn btn-sm btn-outline-secondary flex-fill"
        >
          <i className="bi bi-kanban me-1" aria-hidden="true" />
          {t('favourites.actions.pipeline')}
        </Link>
      </Card.Footer>
    </Card>
  );
}

/** A starred applicant: initials, name, email and city; a link to the profile. */
export function ApplicantFavouriteCard({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation();
  const applicant = favourite.applicant;
  if (!applicant) return null;
  const erased = applicant.erasedAt !== null;
  const name = erased ? t('favourites.erased') : applicant.name;
  return (
    <Card className="favourite-card h-100" data-testid="favourite-card" data-kind="applicant">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex align-items-center gap-3">
          <span className="favourite-card__avatar" aria-hidden="true">
            {erased ? <i className="bi bi-person-slash" /> : initialsOf(applicant.name)}
          </span>
          <div className="min-w-0 flex-grow-1">
            <h2 className="h6 mb-0 favourite-card__title text-truncate">
              <Link to={`/apps/detail?applicant=${applicant.id}`}>{name}</Link>
            </h2>
            {erased ? (
              <Badge bg="secondary-subtle" text="secondary-emphasis">
                {t('favourites.erased')}
              </Badge>
            ) : (
              <div className="small text-body-secondary text-truncate">{applicant.email}</div>
            )}
          </div>
          <FavouriteToggle kind="applicant" id={applicant.id} name={name} />
        </div>
        {applicant.city && !erased && (
          <div className="small text-body-secondary">
            <i className="bi bi-geo-alt me-1" aria-hidden="true" />
            {applicant.city}
          </div>
        )}
        <div className="mt-auto pt-2">
          <Starred at={favourite.createdAt} />
        </div>
      </Card.Body>
      <Card.Footer className="bg-transparent d-flex gap-2">
        <Link
          to={`/apps/detail?applicant=${applicant.id}`}
          className="btn btn-sm btn-outline-primary flex-fill"
        >
          <i className="bi bi-person-vcard me-1" aria-hidden="true" />
          {t('favourites.actions.profile')}
        </Link>
      </Card.Footer>
    </Card>
  );
}

/** Card placeholders while the first page loads. */
export function FavouriteCardSkeleton() {
  return (
    <Card className="favourite-card h-100" aria-hidden="true">
      <Card.Body className="placeholder-glow d-flex flex-column gap-2">
        <span className="placeholder col-4 rounded" />
        <span className="placeholder col-9 placeholder-lg rounded" />
        <span className="placeholder col-6 rounded" />
        <span className="placeholder col-5 rounded mt-3" />
      </Card.Body>
    </Card>
  );
}
