import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  homeParams,
  publicBannersQuery,
  publicFiltersQuery,
  publicVacanciesQuery,
} from '../api/public-board';
import { BannerStrip } from '../components/BannerStrip';
import { BoardFrame } from '../components/BoardFrame';
import { Pagination } from '../components/Pagination';
import { SearchForm } from '../components/SearchForm';
import { usePageTitle, useServerPage } from '../components/useSnapshot';
import { VacancyCard } from '../components/VacancyCard';

/**
 * The open, non-internal vacancies with search, filters and pages, all kept in the
 * address, under the banners showing now.
 */
function HomeBoard() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const params = useMemo(() => homeParams(searchParams), [searchParams]);
  const banners = useQuery(publicBannersQuery());
  const filters = useQuery(publicFiltersQuery());
  const vacancies = useQuery(publicVacanciesQuery(params));

  const filtered = !!(params.search || params.category || params.modality || params.location);
  const page = vacancies.data;
  return (
    <BoardFrame>
      <section className="job-board__hero">
        <div className="job-board__container">
          <h1 className="job-board__title">{t('publicBoard.home.title')}</h1>
          <p className="job-board__lead">{t('publicBoard.home.lead')}</p>
          <SearchForm params={params} filters={filters.data} />
        </div>
      </section>
      <BannerStrip banners={banners.data ?? []} />
      <section
        className="job-board__results"
        aria-labelledby="job-board-results"
        aria-busy={vacancies.isFetching}
      >
        <div className="job-board__container">
          <div className="job-board__results-head">
            <h2 className="job-board__results-title" id="job-board-results">
              {page
                ? t('publicBoard.results.count', { count: page.pagination.length })
                : vacancies.isError
                  ? t('publicBoard.results.loadFailed')
                  : t('publicBoard.results.loading')}
            </h2>
            {filtered && (
              <Link className="job-board__reset" to="/home">
                {t('publicBoard.search.reset')}
              </Link>
            )}
          </div>
          {vacancies.isError && !page ? (
            <div className="job-board__empty" role="alert">
              <p className="job-board__empty-title">{t('publicBoard.results.loadFailed')}</p>
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => void vacancies.refetch()}
              >
                {t('common.retry')}
              </button>
            </div>
          ) : page && page.items.length > 0 ? (
            <ul className="job-board__list">
              {page.items.map((vacancy) => (
                <VacancyCard key={vacancy.code} vacancy={vacancy} />
              ))}
            </ul>
          ) : page ? (
            <div className="job-board__empty">
              <p className="job-board__empty-title">{t('publicBoard.results.none')}</p>
              <p>{t('publicBoard.results.noneHint')}</p>
            </div>
          ) : null}
          {page && (
            <Pagination
              params={params}
              page={page.pagination.page}
              lastPage={page.pagination.lastPage}
            />
          )}
        </div>
      </section>
    </BoardFrame>
  );
}

/**
 * The public job board (home, no sign-in). The server sends it with its content in the
 * HTML (public-pages.ts), which stays the page as it came: its links and its GET search
 * form need no app. The app draws it itself when reached inside the app, or for a reader
 * of another language.
 */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('publicBoard.home.documentTitle'));
  return useServerPage() ? null : <HomeBoard />;
}

export { HomePage as Component };
