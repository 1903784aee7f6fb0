import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { RedemptionStatus } from '../../api/redemptions';

const LOOK: Record<RedemptionStatus, { tone: string; icon: string }> = {
  pending: { tone: 'warning', icon: 'bi-hourglass-split' },
  approved: { tone: 'info', icon: 'bi-check2' },
  delivered: { tone: 'success', icon: 'bi-box-seam' },
  cancelled: { tone: 'secondary', icon: 'bi-x-circle' },
};

/** A redemption's status as a soft pill (icon and word, never colour alone). */
export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation();
  const { tone, icon } = LOOK[status];
  return (
    <Badge
      pill
      bg=""
      className={`bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}
    >
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {t(`redemptions.status.${status}`)}
    </Badge>
  );
}
