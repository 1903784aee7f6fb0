import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGuide, useGuideCategory } from '../api/help-center';
import { guidePath, guidesPath } from '../components/GuideCategoryCard';
import { HelpBreadcrumb } from '../components/HelpBreadcrumb';
import { HelpLoadError, SupportCallout, TextSkeleton } from '../components/HelpStates';
import { HtmlContent } from '../components/HtmlContent';
import '../help-center.css';

/** apps/help-center/guides/:categorySlug/:guideSlug: one guide, with its neighbours. */
export function GuidePage() {
  const { t } = useTranslation();
  const params = useParams();
  const categorySlug = (params.categorySlug ?? '').toLowerCase();
  const guideSlug = (params.guideSlug ?? '').toLowerCase();
  const guide = useGuide(categorySlug, guideSlug);
  const siblings = useGuideCategory(categorySlug);
  const heading = useRef<HTMLHeadingElement>(null);

  // The API answers the guide's category with `guides` holding only this guide.
  const article = guide.data?.guides[0];

  // Moving to the previous or next guide keeps the page: bring the reader to its title.
  const loadedId = article?.id;
  useEffect(() => {
    if (loadedId && document.activeElement?.closest('.hc-pager')) {
      heading.current?.focus();
    }
  }, [loadedId]);

  if (guide.isError) {
    return (
      <div className="hc">
        <HelpBreadcrumb items={[{ label: t('helpCenter.notFound.crumb') }]} />
        <HelpLoadError
          error={guide.error}
          onRetry={() => void guide.refetch()}
          retrying={guide.isFetching}
          notFound={{
            title: t('helpCenter.notFound.guideTitle'),
            text: t('helpCenter.notFound.guideText'),
          }}
        />
      </div>
    );
  }

  const data = guide.data;
  const list = siblings.data?.guides ?? [];
  const index = article ? list.findIndex((one) => one.id === article.id) : -1;
  const previous = index > 0 ? list[index - 1] : undefined;
  const next = index >= 0 && index < list.length - 1 ? list[index + 1] : undefined;

  return (
    <div className="hc">
      <HelpBreadcrumb
        items={[
          {
            label: data?.title ?? siblings.data?.title ?? t('routes.helpCenterGuides'),
            to: guidesPath(categorySlug),
          },
          { label: article?.title ?? t('routes.helpCenterGuide') },
        ]}
      />
      <div className="hc-reader">
        <div className="hc-reader__main">
          <article
            className="hc-article card"
            aria-labelledby="hc-guide-title"
            aria-busy={!article}
          >
            {data && article ? (
              <>
                <header className="hc-article__head">
                  <Link to={guidesPath(data.slug)} className="hc-article__category">
                    {data.title}
                  </Link>
                  <h1 id="hc-guide-title" className="hc-article__title" ref={heading} tabIndex={-1}>
                    {article.title}
                  </h1>
                  <p className="hc-article__subtitle">{article.subtitle}</p>
                  {index >= 0 && (
                    <p className="hc-article__position">
                      {t('helpCenter.guide.position', { current: index + 1, total: list.length })}
                    </p>
                  )}
                </header>
                <HtmlContent html={article.content} className="hc-article__body" />
              </>
            ) : (
              <div className="p-4">
                <TextSkeleton lines={10} />
              </div>
            )}
          </article>
          {data && (previous || next) && (
            <nav className="hc-pager" aria-label={t('helpCenter.guide.pager')}>
              {previous ? (
                <Link
                  to={guidePath(data.slug, previous.slug)}
                  className="hc-pager__link card"
                  rel="prev"
                >
                  <span className="hc-pager__label">
                    <i className="bi bi-arrow-left me-1" aria-hidden="true" />
                    {t('helpCenter.guide.previous')}
                  </span>
                  <span className="hc-pager__title">{previous.title}</span>
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link
                  to={guidePath(data.slug, next.slug)}
                  className="hc-pager__link hc-pager__link--next card"
                  rel="next"
                >
                  <span className="hc-pager__label">
                    {t('helpCenter.guide.next')}
                    <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
                  </span>
                  <span className="hc-pager__title">{next.title}</span>
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
        {siblings.data && list.length > 1 && (
          <aside className="hc-reader__aside card hc-toc" aria-labelledby="hc-toc-title">
            <h2 id="hc-toc-title">
              {t('helpCenter.guide.inCategory', { category: siblings.data.title })}
            </h2>
            <ol>
              {list.map((one) => (
                <li key={one.id}>
                  <Link
                    to={guidePath(siblings.data.slug, one.slug)}
                    aria-current={one.id === article?.id ? 'page' : undefined}
                  >
                    {one.title}
                  </Link>
                </li>
              ))}
            </ol>
          </aside>
        )}
      </div>
      <SupportCallout />
    </div>
  );
}

export { GuidePage as Component };
