import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { VACANCY_STATUS_VARIANT, type VacancyStatus } from '../detail/lookups';

/** A vacancy's status as a coloured badge. */
export function VacancyStatusPill({ status }: { status: VacancyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      bg={VACANCY_STATUS_VARIANT[status]}
      text={status === 'paused' ? 'dark' : undefined}
      pill
      data-status={status}
    >
      {t(`candidates.vacancyStatus.${status}`)}
    </Badge>
  );
}
