import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert';
import '../dashboards.css';

/** Grey cards where the dashboard is about to appear. */
function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="row g-4" role="status" aria-label={t('common.loading')}>
      {[12, 4, 4, 4].map((span, index) => (
        <div key={index} className={`col-12 col-md-${span}`} aria-hidden="true">
          <div className="card dash-card">
            <Placeholder as="div" animation="glow">
              <Placeholder xs={5} className="mb-3 d-block" size="lg" />
              <Placeholder xs={12} className="d-block dash-skeleton__chart" />
            </Placeholder>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * One dashboard screen: its title and subtitle, a note that the figures are samples, and
 * the figures once loaded (a skeleton before, an error with Retry if the load failed).
 */
export function DashboardFrame<T>({
  title,
  subtitle,
  query,
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  query: UseQueryResult<T>;
  /** Beside the title, e.g. the project dashboard's tabs. */
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="dash">
      <header className="dash-header">
        <div className="min-w-0">
          <h1 className="page-header__title">{title}</h1>
          <p className="text-body-secondary mb-0 mt-1">{subtitle}</p>
        </div>
        <span className="dash-header__note">
          <i className="bi bi-info-circle me-1" aria-hidden="true" />
          {t('dashboards.sampleData')}
        </span>
        {actions}
      </header>
      {query.isError ? (
        <ErrorAlert
          error={query.error}
          title={t('dashboards.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.isPending ? (
        <DashboardSkeleton />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
