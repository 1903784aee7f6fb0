import { useTranslation } from 'react-i18next';
import type { Trend } from '../api/dashboards';
import { formatPercent } from '../lib/format';

/** A price's change: an arrow and the per cent, never colour alone. */
export function TrendBadge({ trend }: { trend: Trend }) {
  const { t, i18n } = useTranslation();
  const up = trend.dir === 'up';
  return (
    <span className={`dash-trend ${up ? 'dash-trend--up' : 'dash-trend--down'}`}>
      <i className={`bi ${up ? 'bi-arrow-up-right' : 'bi-arrow-down-right'}`} aria-hidden="true" />
      <span className="visually-hidden">
        {t(up ? 'dashboards.trend.up' : 'dashboards.trend.down')}
      </span>
      {formatPercent(trend.amount, i18n.language, 2)}
    </span>
  );
}
