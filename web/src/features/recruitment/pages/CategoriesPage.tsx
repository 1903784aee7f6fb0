import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  EmptyState,
  type ListConfig,
  useListParams,
} from '../../../components/data-table';
import {
  CATEGORY_KINDS,
  CATEGORY_SORTS,
  type Category,
  type CategoryKind,
  type CategoryListParams,
  fetchCategories,
  useCategories,
  useDeleteCategory,
  useUpdateCategory,
} from '../api/categories';
import { ActiveBadge } from '../components/catalogues/ActiveBadge';
import { useCatalogueDelete } from '../components/catalogues/catalogue-actions';
import { CategoryFormModal } from '../components/catalogues/CategoryFormModal';
import '../components/catalogues/catalogues.css';
import { booleanFilter, formatDay } from '../components/shared/format';
import { Toasts, useNotices } from '../components/shared/Toasts';

const LIST: ListConfig<'kind' | 'active'> = {
  filters: ['kind', 'active'],
  sorts: CATEGORY_SORTS,
  defaultSort: 'name',
  defaultOrder: 'asc',
};

function isKind(value: string | undefined): value is CategoryKind {
  return (CATEGORY_KINDS as readonly string[]).includes(value ?? '');
}

/** mantenimiento/categorias: vacancy and reward categories. */
export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(LIST);
  const kind = isKind(list.params.filters.kind) ? list.params.filters.kind : undefined;
  const query: CategoryListParams = {
    ...list.query,
    sort: list.query.sort as CategoryListParams['sort'],
    kind,
    active: booleanFilter(list.params.filters.active),
  };
  const categories = useCategories(query);
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const { notices, notify, dismiss } = useNotices();
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const deletes = useCatalogueDelete<Category>({
    notify,
    remove: (category) => remove.mutateAsync(category.id),
    deactivate: (category) => update.mutateAsync({ id: category.id, body: { active: false } }),
    texts: {
      title: t('categories.delete.title'),
      confirm: t('categories.delete.confirm'),
      refusedTitle: t('categories.refused.title'),
      deactivate: t('categories.refused.deactivate'),
      message: (category) => t('categories.delete.message', { name: category.name }),
      deleted: (category) => t('categories.done.deleted', { name: category.name }),
      deactivated: (category) => t('categories.done.deactivated', { name: category.name }),
      failed: (category) => t('categories.actionFailed', { name: category.name }),
    },
  });
  const { onDelete } = deletes;

  const columns = useMemo<ColumnDef<Category, unknown>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: t('categories.columns.name'),
        size: 220,
        meta: { label: t('categories.columns.name'), sortField: 'name', locked: true },
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-link p-0 text-start fw-semibold text-body text-decoration-none text-truncate mw-100"
            onClick={() => setEditing(row.original)}
          >
            {row.original.name}
          </button>
        ),
      },
      {
        id: 'slug',
        accessorKey: 'slug',
        header: t('categories.columns.slug'),
        size: 180,
        meta: {
          label: t('categories.columns.slug'),
          sortField: 'slug',
          priority: 4,
          className: 'category-slug',
        },
      },
      {
        id: 'kind',
        accessorKey: 'kind',
        header: t('categories.columns.kind'),
        size: 130,
        meta: {
          label: t('categories.columns.kind'),
          sortField: 'kind',
          priority: 1,
          csv: (category) => t(`categories.kind.${category.kind}`),
        },
        cell: ({ row }) => (
          <Badge
            bg=""
            className={
              row.original.kind === 'vacancy'
                ? 'bg-primary-subtle text-primary-emphasis'
                : 'bg-info-subtle text-info-emphasis'
            }
          >
            <i
              className={`bi ${row.original.kind === 'vacancy' ? 'bi-briefcase' : 'bi-gift'} me-1`}
              aria-hidden="true"
            />
            {t(`categories.kind.${row.original.kind}`)}
          </Badge>
        ),
      },
      {
        id: 'description',
        accessorKey: 'description',
        header: t('categories.columns.description'),
        size: 300,
        meta: { label: t('categories.columns.description'), priority: 3 },
        cell: ({ row }) => (
          <span className="text-body-secondary" title={row.original.description}>
            {row.original.description || '—'}
          </span>
        ),
      },
      {
        id: 'active',
        accessorKey: 'active',
        header: t('categories.columns.active'),
        size: 120,
        meta: {
          label: t('categories.columns.active'),
          sortField: 'active',
          priority: 1,
          csv: (category) => (category.active ? t('companies.active') : t('companies.inactive')),
        },
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: t('categories.columns.createdAt'),
        size: 130,
        meta: { label: t('categories.columns.createdAt'), sortField: 'createdAt', priority: 4 },
        cell: ({ row }) => formatDay(row.original.createdAt, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('routes.categorias')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('categories.subtitle')}</p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('categories.new')}
        </Button>
      </div>
      <DataTable
        tableId="categories"
        caption={t('routes.categorias')}
        exportName="categorias"
        columns={columns}
        data={deletes.withoutOnPage(categories.data)}
        list={list}
        getRowId={(category) => category.id}
        loading={categories.isPending}
        fetching={categories.isFetching}
        error={categories.error}
        errorTitle={t('categories.loadFailed')}
        onRetry={() => void categories.refetch()}
        defaultHidden={['createdAt']}
        fetchPage={(page, size, signal) => fetchCategories({ ...query, page, size }, signal)}
        rowClassName={(category) => (category.active ? undefined : 'is-inactive')}
        filters={
          <>
            <Form.Select
              size="sm"
              aria-label={t('categories.filters.kind')}
              value={kind ?? ''}
              onChange={(event) => list.setFilter('kind', event.target.value)}
            >
              <option value="">{t('categories.filters.allKinds')}</option>
              {CATEGORY_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`categories.kind.${value}`)}
                </option>
              ))}
            </Form.Select>
            <Form.Select
              size="sm"
              aria-label={t('categories.filters.active')}
              value={list.params.filters.active ?? ''}
              onChange={(event) => list.setFilter('active', event.target.value)}
            >
              <option value="">{t('categories.filters.all')}</option>
              <option value="true">{t('categories.filters.activeOnly')}</option>
              <option value="false">{t('categories.filters.inactiveOnly')}</option>
            </Form.Select>
          </>
        }
        rowActions={(category) => (
          <div className="d-inline-flex gap-1">
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => setEditing(category)}
              aria-label={t('categories.actions.edit', { name: category.name })}
              title={t('categories.actions.edit', { name: category.name })}
            >
              <i className="bi bi-pencil" aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => void onDelete(category)}
              aria-label={t('categories.actions.delete', { name: category.name })}
              title={t('categories.actions.delete', { name: category.name })}
            >
              <i className="bi bi-trash3" aria-hidden="true" />
            </Button>
          </div>
        )}
        emptyState={
          <EmptyState
            icon="bi-tags"
            title={t('categories.empty.title')}
            hint={t('categories.empty.hint')}
            action={
              <Button size="sm" onClick={() => setEditing(null)}>
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                {t('categories.new')}
              </Button>
            }
          />
        }
      />
      <CategoryFormModal
        show={editing !== undefined}
        category={editing ?? null}
        defaultKind={kind}
        onHide={() => setEditing(undefined)}
        onSaved={(category, created) => {
          setEditing(undefined);
          notify(
            'success',
            created
              ? t('categories.done.created', { name: category.name })
              : t('categories.done.updated', { name: category.name }),
          );
        }}
      />
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { CategoriesPage as Component };
