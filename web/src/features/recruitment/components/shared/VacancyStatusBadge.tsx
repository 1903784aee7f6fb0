import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { VacancyStatus } from '../../api/vacancies';

const LOOK: Record<VacancyStatus, { bg: string; icon: string }> = {
  draft: { bg: 'secondary', icon: 'bi-pencil' },
  open: { bg: 'success', icon: 'bi-broadcast' },
  paused: { bg: 'warning', icon: 'bi-pause-circle' },
  closed: { bg: 'dark', icon: 'bi-lock' },
};

/** A vacancy's status as a soft coloured pill (draft, open, paused, closed). */
export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { t } = useTranslation();
  const look = LOOK[status];
  return (
    <Badge
      pill
      bg=""
      className={`vacancy-status vacancy-status--${status} bg-${look.bg}-subtle text-${look.bg}-emphasis border border-${look.bg}-subtle`}
      data-status={status}
    >
      <i className={`bi ${look.icon} me-1`} aria-hidden="true" />
      {t(`vacancies.status.${status}`)}
    </Badge>
  );
}
