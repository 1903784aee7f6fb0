import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useRouteHandle } from '../../shell/route-handle';

/**
 * Stands in for a screen that a later issue builds: its title and a "coming soon" note,
 * inside whatever layout frames the route (the API status is the administrators' health
 * page, admin/health).
 */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle ? t(handle.titleKey) : t('common.appName');
  const standalone = handle?.layout === 'empty';

  return (
    <div className={`placeholder-page${standalone ? ' placeholder-page--standalone' : ''}`}>
      <div className="page-header">
        {standalone ? (
          <div className="page-header__brand">
            <Logo size={40} />
            <span>{t('common.appName')}</span>
          </div>
        ) : null}
        <h1 className="page-header__title">{title}</h1>
      </div>
      <Card as="section" className="coming-soon" aria-labelledby="coming-soon-title">
        <Card.Body className="d-flex gap-3">
          <span className="coming-soon__icon" aria-hidden="true">
            <i className="bi bi-hourglass-split" />
          </span>
          <div className="min-w-0">
            <h2 id="coming-soon-title" className="h5 mb-2">
              {t('shell.placeholder.comingSoonTitle')}
            </h2>
            <p className={standalone ? 'mb-0' : 'mb-3'}>{t('shell.placeholder.comingSoonText')}</p>
            {standalone ? null : (
              <Link to="/" className="btn btn-outline-primary btn-sm">
                <i className="bi bi-house-door me-2" aria-hidden="true" />
                {t('common.backHome')}
              </Link>
            )}
          </div>
        </Card.Body>
      </Card>
    </div>
  );
}
