import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { MemberStatus } from '../../api/members';

/** Active / blocked as a soft pill (icon and word, never colour alone). */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  const blocked = status === 'blocked';
  return (
    <Badge
      pill
      bg=""
      className={
        blocked
          ? 'bg-danger-subtle text-danger-emphasis border border-danger-subtle'
          : 'bg-success-subtle text-success-emphasis border border-success-subtle'
      }
    >
      <i className={`bi ${blocked ? 'bi-lock' : 'bi-check-circle'} me-1`} aria-hidden="true" />
      {t(`members.status.${status}`)}
    </Badge>
  );
}
