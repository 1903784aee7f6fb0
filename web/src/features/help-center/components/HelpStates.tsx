import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ApiError } from '../../../lib/api/errors';
import { HELP_CENTER_PATH } from './HelpBreadcrumb';

/** A slug the server does not know (404) or cannot be one (400). */
export function isUnknownSlug(error: unknown): boolean {
  return error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);
}

/** The designed "not here" of the help center: unknown category, guide or page. */
export function HelpNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="hc-not-found card"
      aria-labelledby="hc-not-found-title"
      data-testid="hc-not-found"
    >
      <span className="hc-not-found__icon" aria-hidden="true">
        <i className="bi bi-signpost-split" />
      </span>
      <h1 id="hc-not-found-title" className="h3 mt-3">
        {title}
      </h1>
      <p className="text-body-secondary mx-auto mb-4">{text}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link to={HELP_CENTER_PATH} className="btn btn-primary">
          <i className="bi bi-life-preserver me-2" aria-hidden="true" />
          {t('helpCenter.notFound.home')}
        </Link>
        <Link to={`${HELP_CENTER_PATH}/support`} className="btn btn-outline-secondary">
          <i className="bi bi-envelope me-2" aria-hidden="true" />
          {t('helpCenter.notFound.support')}
        </Link>
      </div>
    </section>
  );
}

/** A failed load: not-found for unknown slugs, an error with Retry otherwise. */
export function HelpLoadError({
  error,
  onRetry,
  retrying,
  notFound,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  notFound: { title: string; text: string };
}) {
  const { t } = useTranslation();
  if (isUnknownSlug(error)) return <HelpNotFound {...notFound} />;
  return (
    <ErrorAlert
      error={error}
      title={t('helpCenter.loadFailed')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** Grey lines where text is about to appear. */
export function TextSkeleton({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Placeholder as="div" animation="glow" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <Placeholder
            key={index}
            xs={index % 3 === 2 ? 7 : index % 2 ? 10 : 12}
            className="mb-2 d-block"
          />
        ))}
      </Placeholder>
    </div>
  );
}

/** Cards where the FAQ or guide lists are about to appear. */
export function CardsSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="hc-grid" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card p-4" aria-hidden="true">
          <Placeholder as="div" animation="glow">
            <Placeholder xs={6} className="mb-3 d-block" size="lg" />
            <Placeholder xs={10} className="mb-2 d-block" size="sm" />
            <Placeholder xs={8} className="mb-2 d-block" size="sm" />
            <Placeholder xs={9} className="d-block" size="sm" />
          </Placeholder>
        </div>
      ))}
    </div>
  );
}

/** "Still stuck?": the way to a person, at the end of every help page. */
export function SupportCallout() {
  const { t } = useTranslation();
  return (
    <aside className="hc-callout card" aria-labelledby="hc-callout-title">
      <div className="hc-callout__icon" aria-hidden="true">
        <i className="bi bi-headset" />
      </div>
      <div className="flex-grow-1">
        <h2 id="hc-callout-title" className="h5 mb-1">
          {t('helpCenter.callout.title')}
        </h2>
        <p className="text-body-secondary mb-0">{t('helpCenter.callout.text')}</p>
      </div>
      <Link to={`${HELP_CENTER_PATH}/support`} className="btn btn-primary">
        {t('helpCenter.callout.action')}
      </Link>
    </aside>
  );
}
