import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useFaqs } from '../api/help-center';
import { FaqAccordion } from '../components/FaqAccordion';
import { HELP_CENTER_PATH, HelpBreadcrumb } from '../components/HelpBreadcrumb';
import { HelpNotFound, SupportCallout, TextSkeleton } from '../components/HelpStates';
import { faqCategoryIcon } from '../components/icons';
import '../help-center.css';

/** apps/help-center/faqs[/:slug]: one FAQ category (the first by default) and the others. */
export function FaqsPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const faqs = useFaqs();
  const nav = useRef<HTMLUListElement>(null);

  const categorySlug = faqs.data ? (slug ? slug.toLowerCase() : faqs.data[0]?.slug) : undefined;
  // On narrow screens the categories scroll sideways: keep the chosen one in sight.
  useEffect(() => {
    const list = nav.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && active && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - list.offsetLeft - 16;
    }
  }, [categorySlug]);

  if (faqs.isError) {
    return (
      <div className="hc">
        <HelpBreadcrumb items={[{ label: t('routes.helpCenterFaqs') }]} />
        <ErrorAlert
          error={faqs.error}
          title={t('helpCenter.faqs.loadFailed')}
          onRetry={() => void faqs.refetch()}
          retrying={faqs.isFetching}
        />
      </div>
    );
  }

  const categories = faqs.data ?? [];
  const category = slug ? categories.find((one) => one.slug === slug.toLowerCase()) : categories[0];

  if (faqs.data && !category) {
    return (
      <div className="hc">
        <HelpBreadcrumb
          items={[
            { label: t('routes.helpCenterFaqs'), to: `${HELP_CENTER_PATH}/faqs` },
            { label: t('helpCenter.notFound.crumb') },
          ]}
        />
        <HelpNotFound
          title={t('helpCenter.notFound.faqTitle')}
          text={t('helpCenter.notFound.faqText')}
        />
      </div>
    );
  }

  return (
    <div className="hc">
      <HelpBreadcrumb
        items={[
          { label: t('routes.helpCenterFaqs'), to: `${HELP_CENTER_PATH}/faqs` },
          ...(category ? [{ label: category.title }] : []),
        ]}
      />
      <header className="hc-page-head">
        <h1 className="hc-page-head__title">{t('helpCenter.faqs.title')}</h1>
        <p className="hc-page-head__text">{t('helpCenter.faqs.subtitle')}</p>
      </header>
      <div className="hc-faq-layout">
        <nav className="hc-faq-nav" aria-label={t('helpCenter.faqs.categories')}>
          {faqs.isPending ? (
            <TextSkeleton lines={5} />
          ) : (
            <ul ref={nav}>
              {categories.map((one) => (
                <li key={one.id}>
                  <NavLink
                    to={`${HELP_CENTER_PATH}/faqs/${one.slug}`}
                    className={() => (one === category ? 'active' : undefined)}
                    aria-current={one === category ? 'page' : undefined}
                  >
                    <i className={`bi ${faqCategoryIcon(one.slug)}`} aria-hidden="true" />
                    <span className="flex-grow-1">{one.title}</span>
                    <span className="hc-faq-nav__count">{one.faqs.length}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section className="hc-faq-main" aria-labelledby="hc-faq-category-title">
          {category ? (
            <>
              <h2 id="hc-faq-category-title" className="hc-section__title">
                <i
                  className={`bi ${faqCategoryIcon(category.slug)} me-2 text-primary`}
                  aria-hidden="true"
                />
                {category.title}
              </h2>
              {category.faqs.length === 0 ? (
                <p className="text-body-secondary">{t('helpCenter.faqs.empty')}</p>
              ) : (
                <FaqAccordion key={category.id} faqs={category.faqs} />
              )}
            </>
          ) : (
            <TextSkeleton lines={8} />
          )}
        </section>
      </div>
      <SupportCallout />
    </div>
  );
}

export { FaqsPage as Component };
