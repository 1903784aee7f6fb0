import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/StatusPage';
import { NotFoundPage } from './NotFoundPage';

/** A screen that failed to load or render (a missing chunk after a deploy, a bug). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  // This replaces every layout, so it brings the empty layout's frame itself.
  return (
    <div className="app-layout app-layout--empty" data-layout="empty">
      <main className="app-layout__main">
        {notFound ? (
          <NotFoundPage />
        ) : (
          <StatusPage icon="bug" title={t('errors.crashed.title')} text={t('errors.crashed.text')}>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => window.location.reload()}
            >
              <i className="bi bi-arrow-clockwise me-2" aria-hidden="true" />
              {t('common.reload')}
            </button>
          </StatusPage>
        )}
      </main>
    </div>
  );
}
