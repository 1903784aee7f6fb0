import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

export const HELP_CENTER_PATH = '/apps/help-center';

/** Help Center › ... › the current page. */
export function HelpBreadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('routes.helpCenter'), to: HELP_CENTER_PATH }, ...items];
  return (
    <nav aria-label={t('helpCenter.breadcrumb')} className="hc-breadcrumb">
      <ol>
        {all.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < all.length - 1 ? (
              <Link to={crumb.to}>
                {index === 0 && <i className="bi bi-life-preserver me-1" aria-hidden="true" />}
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
