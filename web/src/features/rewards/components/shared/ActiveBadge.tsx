import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** Active / inactive as a soft pill. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      pill
      bg=""
      className={
        active
          ? 'bg-success-subtle text-success-emphasis border border-success-subtle'
          : 'bg-secondary-subtle text-secondary-emphasis border border-secondary-subtle'
      }
    >
      <i
        className={`bi ${active ? 'bi-check-circle' : 'bi-slash-circle'} me-1`}
        aria-hidden="true"
      />
      {active ? t('rewards.active') : t('rewards.inactive')}
    </Badge>
  );
}
