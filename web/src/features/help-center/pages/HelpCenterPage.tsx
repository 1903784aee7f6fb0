import { useId, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { type FaqCategory, useFaqs, useGuideCategories } from '../api/help-center';
import { FaqAccordion } from '../components/FaqAccordion';
import { GuideCategoryCard } from '../components/GuideCategoryCard';
import { HELP_CENTER_PATH } from '../components/HelpBreadcrumb';
import { CardsSkeleton, SupportCallout, TextSkeleton } from '../components/HelpStates';
import { faqCategoryIcon } from '../components/icons';
import { countFaqs, filterFaqs } from '../lib/filter-faqs';
import '../help-center.css';

export const MOST_ASKED = 'most-asked';

function Hero({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="hc-hero" aria-labelledby={`${id}-title`}>
      <p className="hc-hero__eyebrow">{t('routes.helpCenter')}</p>
      <h1 id={`${id}-title`} className="hc-hero__title">
        {t('helpCenter.home.title')}
      </h1>
      <p className="hc-hero__text">{t('helpCenter.home.subtitle')}</p>
      <form role="search" className="hc-search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-search`} className="visually-hidden">
          {t('helpCenter.search.label')}
        </label>
        <i className="bi bi-search hc-search__icon" aria-hidden="true" />
        <Form.Control
          id={`${id}-search`}
          type="search"
          size="lg"
          value={query}
          placeholder={t('helpCenter.search.placeholder')}
          autoComplete="off"
          onChange={(event) => onQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.preventDefault();
              onQuery('');
            }
          }}
        />
        {query && (
          <button
            type="button"
            className="hc-search__clear"
            onClick={() => onQuery('')}
            aria-label={t('helpCenter.search.clear')}
          >
            <i className="bi bi-x-circle-fill" aria-hidden="true" />
          </button>
        )}
      </form>
    </section>
  );
}

function SearchResults({ categories, query }: { categories: FaqCategory[]; query: string }) {
  const { t } = useTranslation();
  const results = filterFaqs(categories, query);
  const count = countFaqs(results);
  return (
    <section aria-labelledby="hc-results-title" className="hc-section">
      <h2 id="hc-results-title" className="hc-section__title" aria-live="polite">
        {t('helpCenter.search.results', { count, query: query.trim() })}
      </h2>
      {count === 0 ? (
        <div className="hc-empty card" data-testid="hc-no-results">
          <i className="bi bi-search hc-empty__icon" aria-hidden="true" />
          <p className="fw-semibold mb-1">{t('helpCenter.search.noResults')}</p>
          <p className="text-body-secondary small mb-0">{t('helpCenter.search.noResultsHint')}</p>
        </div>
      ) : (
        results.map((category) => (
          <div key={category.id} className="mb-4">
            <h3 className="hc-subtitle">
              <i className={`bi ${faqCategoryIcon(category.slug)} me-2`} aria-hidden="true" />
              {category.title}
            </h3>
            <FaqAccordion faqs={category.faqs} />
          </div>
        ))
      )}
    </section>
  );
}

/** apps/help-center: search the FAQs, the most asked ones, FAQ and guide categories. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const faqs = useFaqs();
  const guides = useGuideCategories();

  const [mostAsked, otherCategories] = useMemo(() => {
    const all = faqs.data ?? [];
    const first = all.find((category) => category.slug === MOST_ASKED) ?? all[0];
    return [first, all.filter((category) => category !== first)] as const;
  }, [faqs.data]);

  const onQuery = (next: string) =>
    setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="hc">
      <Hero query={query} onQuery={onQuery} />

      {faqs.isError ? (
        <ErrorAlert
          className="mb-4"
          error={faqs.error}
          title={t('helpCenter.faqs.loadFailed')}
          onRetry={() => void faqs.refetch()}
          retrying={faqs.isFetching}
        />
      ) : query.trim() ? (
        faqs.data ? (
          <SearchResults categories={faqs.data} query={query} />
        ) : (
          <TextSkeleton lines={6} />
        )
      ) : (
        <>
          <nav className="hc-quick" aria-label={t('helpCenter.home.quickLinks')}>
            <Link to={`${HELP_CENTER_PATH}/faqs`} className="hc-quick__item card">
              <span className="hc-badge-icon" aria-hidden="true">
                <i className="bi bi-patch-question" />
              </span>
              <span>
                <span className="hc-quick__title">{t('helpCenter.quick.faqs')}</span>
                <span className="hc-quick__text">{t('helpCenter.quick.faqsText')}</span>
              </span>
            </Link>
            <button
              type="button"
              className="hc-quick__item card"
              onClick={() => {
                const heading = document.getElementById('hc-guides-title');
                heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                heading?.focus({ preventScroll: true });
              }}
            >
              <span className="hc-badge-icon" aria-hidden="true">
                <i className="bi bi-journal-bookmark" />
              </span>
              <span>
                <span className="hc-quick__title">{t('helpCenter.quick.guides')}</span>
                <span className="hc-quick__text">{t('helpCenter.quick.guidesText')}</span>
              </span>
            </button>
            <Link to={`${HELP_CENTER_PATH}/support`} className="hc-quick__item card">
              <span className="hc-badge-icon" aria-hidden="true">
                <i className="bi bi-headset" />
              </span>
              <span>
                <span className="hc-quick__title">{t('helpCenter.quick.support')}</span>
                <span className="hc-quick__text">{t('helpCenter.quick.supportText')}</span>
              </span>
            </Link>
          </nav>

          <div className="hc-columns">
            <section aria-labelledby="hc-most-asked" className="hc-section">
              <div className="hc-section__head">
                <h2 id="hc-most-asked" className="hc-section__title">
                  {mostAsked?.title ?? t('helpCenter.faqs.mostAsked')}
                </h2>
                {mostAsked && (
                  <Link to={`${HELP_CENTER_PATH}/faqs/${mostAsked.slug}`} className="hc-view-all">
                    {t('helpCenter.faqs.seeAll')}
                    <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
                  </Link>
                )}
              </div>
              {faqs.isPending ? (
                <TextSkeleton lines={6} />
              ) : mostAsked ? (
                <FaqAccordion faqs={mostAsked.faqs} />
              ) : (
                <p className="text-body-secondary">{t('helpCenter.faqs.empty')}</p>
              )}
            </section>

            <section aria-labelledby="hc-faq-categories" className="hc-section">
              <h2 id="hc-faq-categories" className="hc-section__title">
                {t('helpCenter.faqs.categories')}
              </h2>
              {faqs.isPending ? (
                <TextSkeleton lines={5} />
              ) : (
                <ul className="hc-category-list card">
                  {otherCategories.map((category) => (
                    <li key={category.id}>
                      <Link
                        to={`${HELP_CENTER_PATH}/faqs/${category.slug}`}
                        data-testid="hc-faq-category-link"
                      >
                        <span className="hc-badge-icon hc-badge-icon--sm" aria-hidden="true">
                          <i className={`bi ${faqCategoryIcon(category.slug)}`} />
                        </span>
                        <span className="flex-grow-1">{category.title}</span>
                        <span className="badge rounded-pill text-bg-light border">
                          {t('helpCenter.faqs.count', { count: category.faqs.length })}
                        </span>
                        <i className="bi bi-chevron-right text-body-secondary" aria-hidden="true" />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>

          <section id="hc-guides" aria-labelledby="hc-guides-title" className="hc-section">
            <h2 id="hc-guides-title" className="hc-section__title" tabIndex={-1}>
              {t('helpCenter.guides.title')}
            </h2>
            <p className="hc-section__lead">{t('helpCenter.guides.subtitle')}</p>
            {guides.isError ? (
              <ErrorAlert
                error={guides.error}
                title={t('helpCenter.guides.loadFailed')}
                onRetry={() => void guides.refetch()}
                retrying={guides.isFetching}
              />
            ) : guides.isPending ? (
              <CardsSkeleton count={3} />
            ) : guides.data.length === 0 ? (
              <p className="text-body-secondary">{t('helpCenter.guides.empty')}</p>
            ) : (
              <div className="hc-grid">
                {guides.data.map((category) => (
                  <GuideCategoryCard key={category.id} category={category} />
                ))}
              </div>
            )}
          </section>
        </>
      )}

      <SupportCallout />
    </div>
  );
}

export { HelpCenterPage as Component };
