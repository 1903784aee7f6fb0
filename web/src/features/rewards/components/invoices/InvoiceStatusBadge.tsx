import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../../api/invoices';

const LOOK: Record<InvoiceStatus, { tone: string; icon: string }> = {
  pending: { tone: 'warning', icon: 'bi-hourglass-split' },
  approved: { tone: 'success', icon: 'bi-check-circle' },
  rejected: { tone: 'danger', icon: 'bi-x-circle' },
};

/** An invoice's status as a soft pill. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  const { tone, icon } = LOOK[status];
  return (
    <Badge
      pill
      bg=""
      className={`bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}
    >
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
