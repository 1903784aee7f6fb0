import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VACANCY_ACTIONS, type Vacancy, type VacancyAction } from '../../api/vacancies';

const ACTION_ICON: Record<VacancyAction, string> = {
  publish: 'bi-broadcast',
  pause: 'bi-pause-circle',
  resume: 'bi-play-circle',
  close: 'bi-lock',
  reopen: 'bi-unlock',
};

export interface VacancyRowActionsProps {
  vacancy: Vacancy;
  busy: boolean;
  onAction: (vacancy: Vacancy, action: VacancyAction) => void;
  onDelete: (vacancy: Vacancy) => void;
}

/** The pipeline link and a menu with detail, edit, the allowed status changes and delete. */
export function VacancyRowActions({ vacancy, busy, onAction, onDelete }: VacancyRowActionsProps) {
  const { t } = useTranslation();
  const actions = VACANCY_ACTIONS[vacancy.status];
  // The menu is laid out (and positioned) once a pointer or the focus comes near, so that
  // it opens in place; not for every row on the first paint, which cost a phone dearly.
  const [near, setNear] = useState(false);
  return (
    <div
      className="d-inline-flex gap-1 align-items-center"
      onPointerEnter={() => setNear(true)}
      onFocus={() => setNear(true)}
    >
      <Link
        to={`/apps/candidates?vacancy=${vacancy.id}`}
        className="btn btn-sm btn-outline-secondary"
        title={t('vacancies.actions.pipeline')}
        aria-label={`${t('vacancies.actions.pipeline')} · ${vacancy.code}`}
      >
        <i className="bi bi-kanban" aria-hidden="true" />
      </Link>
      <Dropdown align="end">
        <Dropdown.Toggle
          size="sm"
          variant="outline-secondary"
          className="vacancy-actions__toggle"
          disabled={busy}
          aria-label={t('vacancies.actions.menu', { code: vacancy.code })}
          id={`vacancy-actions-${vacancy.id}`}
        >
          {busy ? (
            <Spinner size="sm" aria-hidden="true" />
          ) : (
            <i className="bi bi-three-dots" aria-hidden="true" />
          )}
        </Dropdown.Toggle>
        <Dropdown.Menu className="shadow" popperConfig={{ strategy: 'fixed' }} renderOnMount={near}>
          {actions.map((action) => (
            <Dropdown.Item
              key={action}
              as="button"
              onClick={() => onAction(vacancy, action)}
              className={action === 'close' ? 'text-danger' : undefined}
            >
              <i className={`bi ${ACTION_ICON[action]} me-2`} aria-hidden="true" />
              {t(`vacancies.actions.${action}`)}
            </Dropdown.Item>
          ))}
          <Dropdown.Divider />
          <Dropdown.Item as={Link} to={`/apps/detail?vacancy=${vacancy.id}`}>
            <i className="bi bi-card-text me-2" aria-hidden="true" />
            {t('vacancies.actions.detail')}
          </Dropdown.Item>
          <Dropdown.Item as={Link} to={`/apps/candidates?vacancy=${vacancy.id}`}>
            <i className="bi bi-kanban me-2" aria-hidden="true" />
            {t('vacancies.actions.pipeline')}
          </Dropdown.Item>
          <Dropdown.Item as={Link} to={`/apps/crearvacanciaInterno?id=${vacancy.id}`}>
            <i className="bi bi-pencil me-2" aria-hidden="true" />
            {t('vacancies.actions.edit')}
          </Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item as="button" className="text-danger" onClick={() => onDelete(vacancy)}>
            <i className="bi bi-trash3 me-2" aria-hidden="true" />
            {t('vacancies.actions.delete')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
