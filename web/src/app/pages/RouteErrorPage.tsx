import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/StatusPage';
import { isMissingCode, reloadForNewVersion } from '../new-version';
import { NotFoundPage } from './NotFoundPage';

/**
 * A screen that failed to load or render. When its code could not be fetched (a new
 * version was deployed since the app was opened), the page loads again once, at the same
 * address; should that not help, or the server not answer, it says to check the
 * connection. Any other failure is a bug: it says so and offers a reload.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const missingCode = isMissingCode(error);
  const [reloading, setReloading] = useState(missingCode);

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  useEffect(() => {
    if (!missingCode) return;
    let current = true;
    void reloadForNewVersion().then((reloaded) => {
      if (current && !reloaded) setReloading(false);
    });
    return () => {
      current = false;
    };
  }, [missingCode]);

  const reloadButton = (
    <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
      <i className="bi bi-arrow-clockwise me-2" aria-hidden="true" />
      {t('common.reload')}
    </button>
  );

  // This replaces every layout, so it brings the empty layout's frame itself.
  return (
    <div className="app-layout app-layout--empty" data-layout="empty">
      <main className="app-layout__main">
        {notFound ? (
          <NotFoundPage />
        ) : reloading ? (
          <StatusPage
            icon="arrow-repeat"
            title={t('errors.newVersion.title')}
            text={t('errors.newVersion.text')}
          />
        ) : missingCode ? (
          <StatusPage
            icon="wifi-off"
            title={t('errors.codeMissing.title')}
            text={t('errors.codeMissing.text')}
          >
            {reloadButton}
          </StatusPage>
        ) : (
          <StatusPage icon="bug" title={t('errors.crashed.title')} text={t('errors.crashed.text')}>
            {reloadButton}
          </StatusPage>
        )}
      </main>
    </div>
  );
}
