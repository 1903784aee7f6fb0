import { useTranslation } from 'react-i18next';
import { type BadgeTone, SoftBadge } from '../../../../components/badges/SoftBadge';
import type { RedemptionStatus } from '../../api/redemptions';

const LOOK: Record<RedemptionStatus, { tone: BadgeTone; icon: string }> = {
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
    <SoftBadge tone={tone} icon={icon}>
      {t(`redemptions.status.${status}`)}
    </SoftBadge>
  );
}
