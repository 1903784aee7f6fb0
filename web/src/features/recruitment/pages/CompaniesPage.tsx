import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  EmptyState,
  type ListConfig,
  useListParams,
} from '../../../components/data-table';
import { ActiveBadge } from '../components/catalogues/ActiveBadge';
import '../components/catalogues/catalogues.css';
import { useCatalogueDelete } from '../components/catalogues/catalogue-actions';
import { CompanyFormModal } from '../components/catalogues/CompanyFormModal';
import { CompanyLogo } from '../components/catalogues/CompanyLogo';
import { booleanFilter, formatDay } from '../components/shared/format';
import { Toasts, useNotices } from '../components/shared/Toasts';
import {
  COMPANY_SORTS,
  type Company,
  type CompanyListParams,
  fetchCompanies,
  useCompanies,
  useDeleteCompany,
  useUpdateCompany,
} from '../api/companies';

const LIST: ListConfig<'active'> = {
  filters: ['active'],
  sorts: COMPANY_SORTS,
  defaultSort: 'name',
  defaultOrder: 'asc',
};

/** mantenimiento/empresas: the companies catalogue. */
export function CompaniesPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(LIST);
  const query: CompanyListParams = {
    ...list.query,
    sort: list.query.sort as CompanyListParams['sort'],
    active: booleanFilter(list.params.filters.active),
  };
  const companies = useCompanies(query);
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const { notices, notify, dismiss } = useNotices();
  const [editing, setEditing] = useState<Company | null | undefined>(undefined);
  const deletes = useCatalogueDelete<Company>({
    notify,
    remove: (company) => remove.mutateAsync(company.id),
    deactivate: (company) => update.mutateAsync({ id: company.id, body: { active: false } }),
    texts: {
      title: t('companies.delete.title'),
      confirm: t('companies.delete.confirm'),
      refusedTitle: t('companies.refused.title'),
      deactivate: t('companies.refused.deactivate'),
      message: (company) => t('companies.delete.message', { name: company.name }),
      deleted: (company) => t('companies.done.deleted', { name: company.name }),
      deactivated: (company) => t('companies.done.deactivated', { name: company.name }),
      failed: (company) => t('companies.actionFailed', { name: company.name }),
    },
  });
  const { onDelete } = deletes;

  const columns = useMemo<ColumnDef<Company, unknown>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: t('companies.columns.name'),
        size: 260,
        // On a phone it narrows to leave room for the row actions.
        minSize: 150,
        meta: { label: t('companies.columns.name'), sortField: 'name', locked: true },
        cell: ({ row }) => (
          <div className="d-flex align-items-center gap-2 min-w-0">
            <CompanyLogo company={row.original} />
            <button
              type="button"
              className="btn btn-link p-0 text-start fw-semibold text-body text-decoration-none text-truncate"
              onClick={() => setEditing(row.original)}
            >
              {row.original.name}
            </button>
          </div>
        ),
      },
      {
        id: 'taxId',
        accessorKey: 'taxId',
        header: t('companies.columns.taxId'),
        size: 150,
        meta: {
          label: t('companies.columns.taxId'),
          sortField: 'taxId',
          priority: 3,
          className: 'font-monospace small',
        },
      },
      {
        id: 'industry',
        accessorKey: 'industry',
        header: t('companies.columns.industry'),
        meta: { label: t('companies.columns.industry'), sortField: 'industry', priority: 4 },
        cell: ({ getValue }) =>
          (getValue() as string) || <span className="text-body-tertiary">—</span>,
      },
      {
        id: 'email',
        accessorKey: 'email',
        header: t('companies.columns.email'),
        size: 220,
        meta: { label: t('companies.columns.email'), priority: 2 },
        cell: ({ row }) =>
          row.original.email ? (
            <a href={`mailto:${row.original.email}`} className="text-decoration-none">
              {row.original.email}
            </a>
          ) : (
            <span className="text-body-tertiary">—</span>
          ),
      },
      {
        id: 'phone',
        accessorKey: 'phone',
        header: t('companies.columns.phone'),
        meta: { label: t('companies.columns.phone'), priority: 4 },
      },
      {
        id: 'address',
        accessorKey: 'address',
        header: t('companies.columns.address'),
        size: 240,
        meta: { label: t('companies.columns.address'), priority: 5 },
      },
      {
        id: 'active',
        accessorKey: 'active',
        header: t('companies.columns.active'),
        size: 120,
        meta: {
          label: t('companies.columns.active'),
          sortField: 'active',
          priority: 1,
          csv: (company) => (company.active ? t('companies.active') : t('companies.inactive')),
        },
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: t('companies.columns.createdAt'),
        size: 130,
        meta: { label: t('companies.columns.createdAt'), sortField: 'createdAt', priority: 4 },
        cell: ({ row }) => formatDay(row.original.createdAt, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('routes.empresas')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('companies.subtitle')}</p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('companies.new')}
        </Button>
      </div>
      <DataTable
        tableId="companies"
        caption={t('routes.empresas')}
        exportName="empresas"
        columns={columns}
        data={deletes.withoutOnPage(companies.data)}
        list={list}
        getRowId={(company) => company.id}
        loading={companies.isPending}
        fetching={companies.isFetching}
        error={companies.error}
        errorTitle={t('companies.loadFailed')}
        onRetry={() => void companies.refetch()}
        defaultHidden={['phone', 'address', 'createdAt']}
        fetchPage={(page, size, signal) => fetchCompanies({ ...query, page, size }, signal)}
        rowClassName={(company) => (company.active ? undefined : 'is-inactive')}
        filters={
          <Form.Select
            size="sm"
            aria-label={t('companies.filters.active')}
            value={list.params.filters.active ?? ''}
            onChange={(event) => list.setFilter('active', event.target.value)}
          >
            <option value="">{t('companies.filters.all')}</option>
            <option value="true">{t('companies.filters.activeOnly')}</option>
            <option value="false">{t('companies.filters.inactiveOnly')}</option>
          </Form.Select>
        }
        rowActions={(company) => (
          <div className="d-inline-flex gap-1">
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => setEditing(company)}
              aria-label={t('companies.actions.edit', { name: company.name })}
              title={t('companies.actions.edit', { name: company.name })}
            >
              <i className="bi bi-pencil" aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => void onDelete(company)}
              aria-label={t('companies.actions.delete', { name: company.name })}
              title={t('companies.actions.delete', { name: company.name })}
            >
              <i className="bi bi-trash3" aria-hidden="true" />
            </Button>
          </div>
        )}
        emptyState={
          <EmptyState
            icon="bi-building"
            title={t('companies.empty.title')}
            hint={t('companies.empty.hint')}
            action={
              <Button size="sm" onClick={() => setEditing(null)}>
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                {t('companies.new')}
              </Button>
            }
          />
        }
      />
      <CompanyFormModal
        show={editing !== undefined}
        company={editing ?? null}
        onHide={() => setEditing(undefined)}
        onSaved={(company, created) => {
          setEditing(undefined);
          notify(
            'success',
            created
              ? t('companies.done.created', { name: company.name })
              : t('companies.done.updated', { name: company.name }),
          );
        }}
      />
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { CompaniesPage as Component };
