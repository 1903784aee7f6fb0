import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  DataTable,
  EmptyState,
  type ListConfig,
  SearchInput,
  TablePagination,
  useJustCreated,
  useListParams,
} from '../../../components/data-table';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useRewardCategoryOptions } from '../api/reward-categories';
import {
  fetchRewards,
  REWARD_SORTS,
  type Reward,
  type RewardListParams,
  type RewardSort,
  useRewards,
} from '../api/rewards';
import '../components/catalogue/catalogue.css';
import '../components/shared/page.css';
import { RewardCards } from '../components/catalogue/RewardCards';
import { RewardRowActions } from '../components/catalogue/RewardRowActions';
import { RewardThumbnail } from '../components/catalogue/RewardThumbnail';
import { StockBadge } from '../components/catalogue/StockBadge';
import { useRewardActions } from '../components/catalogue/useRewardActions';
import { ActiveBadge } from '../components/shared/ActiveBadge';
import { type Flash, useFlash } from '../../../lib/useFlash';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery';
import { booleanFilter, formatDateTime, formatNumber } from '../lib/format';
import { REWARD_FORM_PATH, rewardEditPath } from '../lib/paths';

const LIST: ListConfig<'category' | 'active'> = {
  filters: ['category', 'active'],
  sorts: REWARD_SORTS,
  defaultSort: 'name',
  defaultOrder: 'asc',
};

const editPath = (reward: Reward) => rewardEditPath(reward.id);

/** apps/premios: the rewards catalogue, as a table or as cards. */
export function RewardsCatalogPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(LIST);
  const [searchParams, setSearchParams] = useSearchParams();
  // Chosen in the URL; otherwise cards on a phone, where a wide table only scrolls.
  const phone = useMediaQuery(PHONE_QUERY);
  const chosenView = searchParams.get('view');
  const view =
    chosenView === 'cards' || chosenView === 'table' ? chosenView : phone ? 'cards' : 'table';
  const { category, active, ...rest } = list.query;
  const query: RewardListParams = {
    ...rest,
    sort: rest.sort as RewardSort | undefined,
    ...(category ? { categoryId: category } : {}),
    ...(active ? { active: booleanFilter(active) } : {}),
  };
  const rewards = useRewards(query);
  const categories = useRewardCategoryOptions();
  const { notices, notify, dismiss } = useNotices();
  const actions = useRewardActions(notify);
  const justCreated = useJustCreated<Reward>(list.query);
  const { show: showCreated } = justCreated;
  useFlash<Reward>(
    useCallback(
      (flash: Flash<Reward>) => {
        notify('success', flash.text);
        if (flash.created) showCreated(flash.created);
      },
      [notify, showCreated],
    ),
  );
  const { isDeleting } = actions;
  const page = useMemo(() => {
    const shown = justCreated.pin(rewards.data);
    return shown && { ...shown, items: shown.items.filter((item) => !isDeleting(item)) };
  }, [justCreated, rewards.data, isDeleting]);

  const names = useMemo(
    () => new Map((categories.data ?? []).map((item) => [item.id, item.name])),
    [categories.data],
  );
  const categoryName = useCallback((id: string) => names.get(id), [names]);

  function setView(next: 'table' | 'cards') {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('view', next);
        return params;
      },
      { replace: true },
    );
  }

  const columns = useMemo<ColumnDef<Reward, unknown>[]>(
    () => [
      {
        id: 'image',
        accessorKey: 'image',
        header: t('rewards.columns.image'),
        size: 76,
        enableResizing: false,
        meta: {
          label: t('rewards.columns.image'),
          priority: 2,
          csv: (reward) => reward.image ?? '',
        },
        cell: ({ row }) => <RewardThumbnail src={row.original.image} />,
      },
      {
        id: 'name',
        accessorKey: 'name',
        header: t('rewards.columns.name'),
        size: 200,
        meta: {
          label: t('rewards.columns.name'),
          className: 'data-table__wrap',
          sortField: 'name',
          locked: true,
        },
        cell: ({ row }) => (
          <Link to={editPath(row.original)} className="reward-name-link text-truncate d-block">
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'category',
        accessorFn: (reward) => names.get(reward.categoryId) ?? '',
        header: t('rewards.columns.category'),
        size: 140,
        meta: { label: t('rewards.columns.category'), priority: 3 },
        cell: ({ getValue }) =>
          (getValue() as string) || <span className="text-body-tertiary">—</span>,
      },
      {
        id: 'pointsCost',
        accessorKey: 'pointsCost',
        header: t('rewards.columns.pointsCost'),
        size: 100,
        meta: {
          label: t('rewards.columns.pointsCost'),
          priority: 1,
          sortField: 'pointsCost',
          align: 'end',
          className: 'tabular-nums',
        },
        cell: ({ row }) => formatNumber(row.original.pointsCost, i18n.language),
      },
      {
        id: 'stock',
        accessorKey: 'stock',
        header: t('rewards.columns.stock'),
        size: 120,
        meta: { label: t('rewards.columns.stock'), priority: 1, sortField: 'stock', align: 'end' },
        cell: ({ row }) => <StockBadge stock={row.original.stock} />,
      },
      {
        id: 'redemptionCount',
        accessorKey: 'redemptionCount',
        header: t('rewards.columns.redemptionCount'),
        size: 136,
        meta: {
          label: t('rewards.columns.redemptionCount'),
          priority: 3,
          sortField: 'redemptionCount',
          align: 'end',
          className: 'tabular-nums',
        },
        cell: ({ row }) => formatNumber(row.original.redemptionCount, i18n.language),
      },
      {
        id: 'active',
        accessorKey: 'active',
        header: t('rewards.columns.active'),
        size: 120,
        meta: {
          label: t('rewards.columns.active'),
          priority: 2,
          sortField: 'active',
          csv: (reward) => (reward.active ? t('rewards.active') : t('rewards.inactive')),
        },
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
      {
        id: 'description',
        accessorKey: 'description',
        header: t('rewards.columns.description'),
        size: 280,
        meta: { label: t('rewards.columns.description'), priority: 5 },
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: t('rewards.columns.createdAt'),
        size: 170,
        meta: { label: t('rewards.columns.createdAt'), priority: 4, sortField: 'createdAt' },
        cell: ({ row }) => formatDateTime(row.original.createdAt, i18n.language),
      },
    ],
    [t, i18n.language, names],
  );

  const rowActions = (reward: Reward) => (
    <RewardRowActions
      reward={reward}
      editPath={editPath(reward)}
      onToggle={() => void actions.toggleActive(reward)}
      onDelete={() => void actions.onDelete(reward)}
    />
  );

  const newButton = (size?: 'sm') => (
    <Link to={REWARD_FORM_PATH} className={`btn btn-primary${size ? ' btn-sm' : ''}`}>
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {t('rewards.new')}
    </Link>
  );

  const emptyState = (
    <EmptyState
      icon="bi-gift"
      title={t('rewards.empty.title')}
      hint={t('rewards.empty.hint')}
      action={newButton('sm')}
    />
  );

  const filters = (
    <>
      <Form.Select
        size="sm"
        aria-label={t('rewards.filters.category')}
        value={list.params.filters.category ?? ''}
        onChange={(event) => list.setFilter('category', event.target.value)}
      >
        <option value="">{t('rewards.filters.allCategories')}</option>
        {(categories.data ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label={t('rewards.filters.active')}
        value={list.params.filters.active ?? ''}
        onChange={(event) => list.setFilter('active', event.target.value)}
      >
        <option value="">{t('rewards.filters.all')}</option>
        <option value="true">{t('rewards.filters.activeOnly')}</option>
        <option value="false">{t('rewards.filters.inactiveOnly')}</option>
      </Form.Select>
    </>
  );

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="rewards-page-header__text me-auto">
          <h1 className="page-header__title">{t('routes.premios')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('rewards.subtitle')}</p>
        </div>
        <ButtonGroup className="rewards-view-toggle" aria-label={t('rewards.view.label')}>
          <Button
            variant="outline-secondary"
            active={view === 'table'}
            aria-pressed={view === 'table'}
            onClick={() => setView('table')}
          >
            <i className="bi bi-table me-1" aria-hidden="true" />
            {t('rewards.view.table')}
          </Button>
          <Button
            variant="outline-secondary"
            active={view === 'cards'}
            aria-pressed={view === 'cards'}
            onClick={() => setView('cards')}
          >
            <i className="bi bi-grid-3x2-gap me-1" aria-hidden="true" />
            {t('rewards.view.cards')}
          </Button>
        </ButtonGroup>
        {newButton()}
      </div>
      {view === 'table' ? (
        <DataTable
          tableId="rewards"
          caption={t('routes.premios')}
          exportName="premios"
          columns={columns}
          data={page}
          list={list}
          getRowId={(reward) => reward.id}
          loading={rewards.isPending}
          fetching={rewards.isFetching}
          error={rewards.error}
          errorTitle={t('rewards.loadFailed')}
          onRetry={() => void rewards.refetch()}
          defaultHidden={['description', 'createdAt']}
          fetchPage={(page, size, signal) => fetchRewards({ ...query, page, size }, signal)}
          rowClassName={(reward) =>
            justCreated.rowClassName(reward, reward.active ? undefined : 'is-inactive')
          }
          filters={filters}
          rowActions={rowActions}
          rowActionsWidth={124}
          emptyState={emptyState}
        />
      ) : (
        <div className="data-table" data-table-id="rewards-cards">
          <div className="data-table__toolbar">
            <SearchInput
              value={list.params.q}
              onSearch={list.setSearch}
              className="data-table__search"
            />
            {filters}
            {list.canReset && (
              <Button
                variant="link"
                size="sm"
                className="text-decoration-none"
                onClick={list.reset}
              >
                <i className="bi bi-x-circle me-1" aria-hidden="true" />
                {t('dataTable.reset')}
              </Button>
            )}
          </div>
          {rewards.error && !rewards.data ? (
            <ErrorAlert
              error={rewards.error}
              title={t('rewards.loadFailed')}
              onRetry={() => void rewards.refetch()}
              retrying={rewards.isFetching}
            />
          ) : !rewards.isPending && rewards.data?.items.length === 0 ? (
            list.filtered ? (
              <div className="text-center py-5 border rounded-3">
                <i className="bi bi-search fs-2 text-body-tertiary" aria-hidden="true" />
                <p className="fw-semibold mt-2 mb-1">{t('dataTable.noMatches')}</p>
                <p className="text-body-secondary small mb-3">{t('dataTable.noMatchesHint')}</p>
                <Button size="sm" variant="outline-primary" onClick={list.reset}>
                  {t('dataTable.reset')}
                </Button>
              </div>
            ) : (
              <div className="border rounded-3">{emptyState}</div>
            )
          ) : (
            <RewardCards
              rewards={page?.items ?? []}
              isNew={justCreated.isNew}
              loading={rewards.isPending}
              fetching={rewards.isFetching && !rewards.isPending}
              categoryName={categoryName}
              editPath={editPath}
              actions={rowActions}
            />
          )}
          {rewards.data && rewards.data.pagination.length > 0 && (
            <TablePagination
              className="mt-3"
              pagination={rewards.data.pagination}
              onPage={list.setPage}
              onSize={list.setSize}
            />
          )}
        </div>
      )}
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { RewardsCatalogPage as Component };
