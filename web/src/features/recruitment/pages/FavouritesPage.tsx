import { useEffect, useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  EmptyState,
  type ListConfig,
  SearchInput,
  TablePagination,
  useListParams,
} from '../../../components/data-table';
import { ErrorAlert } from '../../../components/ErrorAlert';
import {
  type FavouriteKind,
  type FavouriteListParams,
  useFavouriteCount,
  useFavourites,
} from '../api/favourites';
import {
  ApplicantFavouriteCard,
  FavouriteCardSkeleton,
  VacancyFavouriteCard,
} from '../components/favourites/FavouriteCards';
import { FavouritesExport } from '../components/favourites/FavouritesExport';
import '../components/favourites/favourites.css';

const SIZES = [12, 24, 48, 96];
const LIST: ListConfig = {
  sorts: ['createdAt', 'title'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  sizes: SIZES,
  defaultSize: 12,
};

type SortChoice = 'newest' | 'oldest' | 'title';

const TABS: { kind: FavouriteKind; tab: string; icon: string }[] = [
  { kind: 'vacancy', tab: 'vacancies', icon: 'bi-briefcase' },
  { kind: 'applicant', tab: 'applicants', icon: 'bi-person' },
];

function TabCount({ kind }: { kind: FavouriteKind }) {
  const count = useFavouriteCount(kind);
  return (
    <Badge pill bg="secondary-subtle" text="secondary-emphasis" className="favourites-count">
      {count.data ?? '…'}
    </Badge>
  );
}

/** favoritos (and the empty path): the account's starred vacancies and applicants. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useListParams(LIST);
  const active = TABS.find((tab) => tab.tab === searchParams.get('tab')) ?? TABS[0];
  const kind = active.kind;
  const query: FavouriteListParams = {
    ...list.query,
    sort: list.query.sort as FavouriteListParams['sort'],
    kind,
  };
  const favourites = useFavourites(query);
  const items = useMemo(
    () =>
      (favourites.data?.items ?? []).filter((favourite) =>
        kind === 'vacancy' ? favourite.vacancy : favourite.applicant,
      ),
    [favourites.data, kind],
  );

  const sortChoice: SortChoice =
    list.params.sort === 'title' ? 'title' : list.params.order === 'asc' ? 'oldest' : 'newest';

  function chooseTab(tab: string) {
    // A new tab starts with its plain list: no search, first page.
    setSearchParams(tab === TABS[0].tab ? {} : { tab });
  }

  function chooseSort(choice: SortChoice) {
    if (choice === 'title') list.setSort('title', 'asc');
    else if (choice === 'oldest') list.setSort('createdAt', 'asc');
    else list.setSort(null, null);
  }

  const pagination = favourites.data?.pagination;
  // The last card of a page was unstarred: show the page before it.
  useEffect(() => {
    if (pagination && pagination.length > 0 && pagination.page > pagination.lastPage) {
      list.setPage(pagination.lastPage, { replace: true });
    }
  }, [pagination, list]);

  return (
    <>
      <div className="page-header">
        <h1 className="page-header__title">{t('routes.favoritos')}</h1>
        <p className="text-body-secondary mb-0 mt-1">{t('favourites.subtitle')}</p>
      </div>
      <Nav
        variant="tabs"
        className="favourites-tabs"
        activeKey={active.tab}
        onSelect={(key) => key && chooseTab(key)}
        aria-label={t('favourites.tabs.label')}
        role="tablist"
      >
        {TABS.map((tab) => (
          <Nav.Item key={tab.tab} role="presentation">
            <Nav.Link
              eventKey={tab.tab}
              role="tab"
              aria-selected={tab.tab === active.tab}
              aria-controls="favourites-panel"
              as="button"
              type="button"
              id={`favourites-tab-${tab.tab}`}
              data-testid={`favourites-tab-${tab.tab}`}
            >
              <i className={`bi ${tab.icon}`} aria-hidden="true" />
              {tab.kind === 'vacancy'
                ? t('favourites.tabs.vacancies')
                : t('favourites.tabs.applicants')}
              <TabCount kind={tab.kind} />
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <section
        id="favourites-panel"
        role="tabpanel"
        aria-labelledby={`favourites-tab-${active.tab}`}
      >
        <div className="favourites-toolbar">
          <SearchInput
            value={list.params.q}
            onSearch={list.setSearch}
            placeholder={
              kind === 'vacancy'
                ? t('favourites.searchVacancies')
                : t('favourites.searchApplicants')
            }
          />
          <Form.Select
            aria-label={t('favourites.sort.label')}
            value={sortChoice}
            onChange={(event) => chooseSort(event.target.value as SortChoice)}
          >
            <option value="newest">{t('favourites.sort.newest')}</option>
            <option value="oldest">{t('favourites.sort.oldest')}</option>
            <option value="title">{t('favourites.sort.title')}</option>
          </Form.Select>
          {list.canReset && (
            <Button variant="link" size="sm" className="text-decoration-none" onClick={list.reset}>
              <i className="bi bi-x-circle me-1" aria-hidden="true" />
              {t('dataTable.reset')}
            </Button>
          )}
          <FavouritesExport query={query} total={pagination?.length} />
        </div>
        {favourites.isError && !favourites.data ? (
          <ErrorAlert
            error={favourites.error}
            title={t('favourites.loadFailed')}
            onRetry={() => void favourites.refetch()}
            retrying={favourites.isFetching}
          />
        ) : favourites.isPending ? (
          <Row xs={1} md={2} xl={3} className="g-3" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Col key={index}>
                <FavouriteCardSkeleton />
              </Col>
            ))}
          </Row>
        ) : items.length === 0 ? (
          <div className="card">
            {list.filtered ? (
              <EmptyState
                icon="bi-search"
                title={t('dataTable.noMatches')}
                hint={t('dataTable.noMatchesHint')}
                action={
                  <Button size="sm" variant="outline-primary" onClick={list.reset}>
                    {t('dataTable.reset')}
                  </Button>
                }
              />
            ) : kind === 'vacancy' ? (
              <EmptyState
                icon="bi-star"
                title={t('favourites.empty.vacanciesTitle')}
                hint={t('favourites.empty.vacanciesHint')}
                action={
                  <Link to="/apps/listadovacanciaInterna" className="btn btn-sm btn-primary">
                    {t('favourites.empty.goVacancies')}
                  </Link>
                }
              />
            ) : (
              <EmptyState
                icon="bi-star"
                title={t('favourites.empty.applicantsTitle')}
                hint={t('favourites.empty.applicantsHint')}
                action={
                  <Link to="/apps/Busquedapostulante" className="btn btn-sm btn-primary">
                    {t('favourites.empty.goApplicants')}
                  </Link>
                }
              />
            )}
          </div>
        ) : (
          <Row
            xs={1}
            md={2}
            xl={3}
            className={`g-3${favourites.isFetching ? ' opacity-75' : ''}`}
            aria-busy={favourites.isFetching}
            role="list"
          >
            {items.map((favourite) => (
              <Col key={favourite.id} role="listitem">
                {kind === 'vacancy' ? (
                  <VacancyFavouriteCard favourite={favourite} />
                ) : (
                  <ApplicantFavouriteCard favourite={favourite} />
                )}
              </Col>
            ))}
          </Row>
        )}
        {pagination && pagination.length > 0 && (
          <TablePagination
            className="mt-3"
            pagination={pagination}
            onPage={list.setPage}
            onSize={list.setSize}
            sizes={SIZES}
          />
        )}
      </section>
    </>
  );
}

export { FavouritesPage as Component };
