import { useTranslation } from 'react-i18next';
import { HealthCard } from '../components/HealthCard';

/**
 * admin/health: for the administrators who run the console, whether the server behind it
 * and its data store are up, with the version and uptime.
 */
export function HealthPage() {
  const { t } = useTranslation();
  return (
    <div className="health-page">
      <div className="page-header">
        <h1 className="page-header__title">{t('routes.health')}</h1>
        <p className="text-body-secondary mb-0 mt-1">{t('health.subtitle')}</p>
      </div>
      <div className="health-page__card">
        <HealthCard />
      </div>
    </div>
  );
}

export { HealthPage as Component };
