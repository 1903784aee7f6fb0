import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import type { Comparison } from '../api/summary';

/** The change from the period before, as a signed percentage; null when there was nothing before. */
export function changeFrom({ current, previous }: Comparison): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

function ChangeLine({ comparison }: { comparison: Comparison }) {
  const { t, i18n } = useTranslation();
  const change = changeFrom(comparison);
  const previous = formatNumber(comparison.previous, i18n.language);
  if (change === null) {
    return <p className="kpi-card__change mb-0">{t('summary.previousNone')}</p>;
  }
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(change);
  const tone = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const icon = { up: 'bi-arrow-up-right', down: 'bi-arrow-down-right', flat: 'bi-arrow-right' }[
    tone
  ];
  return (
    <p className="kpi-card__change mb-0">
      <span className={`kpi-card__delta kpi-card__delta--${tone}`}>
        <i className={`bi ${icon} me-1`} aria-hidden="true" />
        {percent}
      </span>{' '}
      {t('summary.previousValue', { value: previous })}
    </p>
  );
}

/**
 * One figure of the board: its name (a link to the list behind it), the value, and how it
 * moved since the period before.
 */
export function KpiCard({
  label,
  value,
  to,
  comparison,
  hint,
  icon,
}: {
  label: string;
  value: string;
  to?: string;
  comparison?: Comparison;
  hint?: string;
  /** A bootstrap-icons class. */
  icon: string;
}) {
  return (
    <Card className="kpi-card h-100">
      <Card.Body className="d-flex flex-column gap-1">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <h3 className="kpi-card__label h6 mb-0">
            {to ? (
              <Link to={to} className="stretched-link text-reset">
                {label}
              </Link>
            ) : (
              label
            )}
          </h3>
          <i className={`bi ${icon} kpi-card__icon`} aria-hidden="true" />
        </div>
        <p className="kpi-card__value mb-0">{value}</p>
        {comparison && <ChangeLine comparison={comparison} />}
        {hint && <p className="kpi-card__change mb-0">{hint}</p>}
      </Card.Body>
    </Card>
  );
}
