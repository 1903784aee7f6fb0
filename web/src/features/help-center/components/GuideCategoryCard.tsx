import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuideCategory } from '../api/help-center';
import { HELP_CENTER_PATH } from './HelpBreadcrumb';
import { guideCategoryIcon } from './icons';

export const guidesPath = (categorySlug: string) => `${HELP_CENTER_PATH}/guides/${categorySlug}`;
export const guidePath = (categorySlug: string, guideSlug: string) =>
  `${guidesPath(categorySlug)}/${guideSlug}`;

/** A guide category: its first guides and the way to all of them. */
export function GuideCategoryCard({ category }: { category: GuideCategory }) {
  const { t } = useTranslation();
  const total = category.totalGuides ?? category.guides.length;
  return (
    <article
      className="hc-guide-card card"
      data-testid="hc-guide-category"
      aria-labelledby={`hc-gc-${category.id}`}
    >
      <div className="card-body">
        <div className="d-flex align-items-center gap-3 mb-3">
          <span className="hc-badge-icon" aria-hidden="true">
            <i className={`bi ${guideCategoryIcon(category.slug)}`} />
          </span>
          <div className="min-w-0">
            <h3 id={`hc-gc-${category.id}`} className="h6 mb-0">
              <Link to={guidesPath(category.slug)} className="text-reset">
                {category.title}
              </Link>
            </h3>
            <span className="small text-body-secondary">
              {t('helpCenter.guides.count', { count: total })}
            </span>
          </div>
        </div>
        <ul className="hc-guide-links">
          {category.guides.map((guide) => (
            <li key={guide.id}>
              <Link to={guidePath(category.slug, guide.slug)}>
                <i className="bi bi-file-earmark-text" aria-hidden="true" />
                <span>{guide.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="card-footer">
        <Link to={guidesPath(category.slug)} className="hc-view-all">
          {t('helpCenter.guides.viewAll', { count: total })}
          <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
