import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

/** The units left; a warning badge when none are. */
export function StockBadge({ stock }: { stock: number }) {
  const { t, i18n } = useTranslation();
  if (stock > 0) return <span className="tabular-nums">{formatNumber(stock, i18n.language)}</span>;
  return (
    <Badge
      pill
      bg=""
      className="bg-warning-subtle text-warning-emphasis border border-warning-subtle"
    >
      <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
      {t('rewards.outOfStock')}
    </Badge>
  );
}
