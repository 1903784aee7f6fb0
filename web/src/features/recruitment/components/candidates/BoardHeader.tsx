import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Vacancy } from '../../api/vacancies';
import { VacancyStatusBadge } from '../shared/VacancyStatusBadge';

/** The vacancy above its pipeline: title, company, status, hires against openings. */
export function BoardHeader({
  vacancy,
  candidates,
  hired,
  onAdd,
  exportMenu,
}: {
  vacancy: Vacancy;
  candidates: number;
  hired: number;
  onAdd: () => void;
  /** The export menu, before "Add". */
  exportMenu?: ReactNode;
}) {
  const { t } = useTranslation();
  const full = hired >= vacancy.openings;
  return (
    <div className="board-header">
      <div className="board-header__main">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <span className="board-header__code">{vacancy.code}</span>
          <VacancyStatusBadge status={vacancy.status} />
        </div>
        <h1 className="page-header__title" data-testid="board-title">
          {vacancy.title || vacancy.code}
        </h1>
        <div className="board-header__stats">
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
            <i className="bi bi-people me-1" aria-hidden="true" />
            {t('candidates.header.candidates', { count: candidates })}
          </span>
          <span className="board-header__openings" data-testid="board-openings">
            <span className={full ? 'text-success fw-semibold' : undefined}>
              <i className="bi bi-trophy me-1" aria-hidden="true" />
              {full
                ? `${t('candidates.header.openings', { hired, openings: vacancy.openings })} · ${t('candidates.header.full')}`
                : t('candidates.header.openings', { hired, openings: vacancy.openings })}
            </span>
            <ProgressBar
              now={Math.min(100, (hired / Math.max(1, vacancy.openings)) * 100)}
              variant="success"
              aria-hidden="true"
            />
          </span>
        </div>
      </div>
      <div className="board-header__actions">
        <Link
          to={`/apps/detail?vacancy=${vacancy.id}`}
          className="btn btn-outline-secondary"
          title={t('candidates.header.details')}
        >
          <i className="bi bi-info-circle me-sm-2" aria-hidden="true" />
          <span className="d-none d-sm-inline">{t('candidates.header.details')}</span>
          <span className="visually-hidden d-sm-none">{t('candidates.header.details')}</span>
        </Link>
        <Link
          to="/apps/candidates"
          className="btn btn-outline-secondary"
          title={t('candidates.header.change')}
        >
          <i className="bi bi-arrow-left-right me-sm-2" aria-hidden="true" />
          <span className="d-none d-sm-inline">{t('candidates.header.change')}</span>
          <span className="visually-hidden d-sm-none">{t('candidates.header.change')}</span>
        </Link>
        {exportMenu}
        <Button variant="primary" onClick={onAdd} data-testid="add-candidate">
          <i className="bi bi-person-plus me-2" aria-hidden="true" />
          {t('candidates.add.button')}
        </Button>
      </div>
    </div>
  );
}
