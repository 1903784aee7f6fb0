import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGuideCategory } from '../api/help-center';
import { guidePath } from '../components/GuideCategoryCard';
import { HelpBreadcrumb } from '../components/HelpBreadcrumb';
import {
  HelpLoadError,
  HelpNotFound,
  SupportCallout,
  TextSkeleton,
} from '../components/HelpStates';
import { guideCategoryIcon } from '../components/icons';
import '../help-center.css';

/** apps/help-center/guides/:categorySlug: every guide of one category. */
export function GuideCategoryPage() {
  const { t } = useTranslation();
  const categorySlug = (useParams().categorySlug ?? '').toLowerCase();
  const category = useGuideCategory(categorySlug);

  const notFound = {
    title: t('helpCenter.notFound.guideCategoryTitle'),
    text: t('helpCenter.notFound.guideCategoryText'),
  };
  if (category.isError || (category.isSuccess && !category.data)) {
    return (
      <div className="hc">
        <HelpBreadcrumb items={[{ label: t('helpCenter.notFound.crumb') }]} />
        {category.isError ? (
          <HelpLoadError
            error={category.error}
            onRetry={() => void category.refetch()}
            retrying={category.isFetching}
            notFound={notFound}
          />
        ) : (
          <HelpNotFound {...notFound} />
        )}
      </div>
    );
  }

  const data = category.data;
  return (
    <div className="hc">
      <HelpBreadcrumb items={[{ label: data?.title ?? t('routes.helpCenterGuides') }]} />
      <header className="hc-page-head hc-page-head--with-icon">
        <span className="hc-badge-icon hc-badge-icon--lg" aria-hidden="true">
          <i className={`bi ${guideCategoryIcon(categorySlug)}`} />
        </span>
        <div>
          <h1 className="hc-page-head__title">{data?.title ?? t('routes.helpCenterGuides')}</h1>
          <p className="hc-page-head__text">
            {data
              ? t('helpCenter.guides.count', { count: data.guides.length })
              : t('common.loading')}
          </p>
        </div>
      </header>
      {!data ? (
        <TextSkeleton lines={6} />
      ) : data.guides.length === 0 ? (
        <div className="hc-empty card">
          <i className="bi bi-journal hc-empty__icon" aria-hidden="true" />
          <p className="fw-semibold mb-0">{t('helpCenter.guides.emptyCategory')}</p>
        </div>
      ) : (
        <ol className="hc-guide-list card">
          {data.guides.map((guide, index) => (
            <li key={guide.id}>
              <Link to={guidePath(data.slug, guide.slug)} data-testid="hc-guide-link">
                <span className="hc-guide-list__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="flex-grow-1 min-w-0">
                  <span className="hc-guide-list__title">{guide.title}</span>
                  <span className="hc-guide-list__subtitle">{guide.subtitle}</span>
                </span>
                <i className="bi bi-chevron-right text-body-secondary" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ol>
      )}
      <SupportCallout />
    </div>
  );
}

export { GuideCategoryPage as Component };
