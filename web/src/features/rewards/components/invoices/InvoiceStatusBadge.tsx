import { useTranslation } from 'react-i18next';
import { type BadgeTone, SoftBadge } from '../../../../components/badges/SoftBadge';
import type { InvoiceStatus } from '../../api/invoices';

const LOOK: Record<InvoiceStatus, { tone: BadgeTone; icon: string }> = {
  pending: { tone: 'warning', icon: 'bi-hourglass-split' },
  approved: { tone: 'success', icon: 'bi-check-circle' },
  rejected: { tone: 'danger', icon: 'bi-x-circle' },
};

/** An invoice's status as a soft pill. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  const { tone, icon } = LOOK[status];
  return (
    <SoftBadge tone={tone} icon={icon}>
      {t(`invoices.status.${status}`)}
    </SoftBadge>
  );
}
