import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  DataTable,
  EmptyState,
  useJustCreated,
  useListParams,
} from '../../../components/data-table';
import { type Flash, useFlash } from '../../../lib/useFlash';
import { searchCategories, useCategory } from '../api/categories';
import { searchCompanies, useCompany } from '../api/companies';
import { fetchVacancies, useVacancies, type Vacancy, VACANCY_STATUSES } from '../api/vacancies';
import { CatalogueSelect } from '../components/shared/CatalogueSelect';
import { FavouriteToggle } from '../components/shared/FavouriteToggle';
import { formatAmount, formatDay } from '../components/shared/format';
import { Toasts, useNotices } from '../components/shared/Toasts';
import { VacancyStatusBadge } from '../components/shared/VacancyStatusBadge';
import { useVacancyActions } from '../components/vacancies/useVacancyActions';
import { VacancyRowActions } from '../components/vacancies/VacancyRowActions';
import '../components/vacancies/vacancies.css';
import { VACANCY_LIST, type VacancyFilter, vacancyListQuery } from './vacancy-list-query';

const loadVacancyCategories = (search: string) => searchCategories('vacancy', search);

function salaryText(vacancy: Vacancy, locale: string, t: TFunction) {
  const min =
    vacancy.salaryMin === null ? null : formatAmount(vacancy.salaryMin, vacancy.currency, locale);
  const max =
    vacancy.salaryMax === null ? null : formatAmount(vacancy.salaryMax, vacancy.currency, locale);
  if (min && max) return t('vacancies.salaryRange', { min, max });
  if (min) return t('vacancies.salaryFrom', { min });
  if (max) return t('vacancies.salaryUpTo', { max });
  return '';
}

/** apps/listadovacanciaInterna: every vacancy with filters, status actions and stars. */
export function VacancyListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams(VACANCY_LIST);
  const filters = list.params.filters;
  const query = vacancyListQuery(list.params);
  const vacancies = useVacancies(query);
  // The names of the company and category filtered by (the URL holds their ids).
  const company = useCompany(filters.companyId);
  const category = useCategory(filters.categoryId);
  const { notices, notify, dismiss } = useNotices();
  const actions = useVacancyActions(notify);
  // The form says what it saved; a vacancy just created shows first, whatever the sort.
  const justCreated = useJustCreated<Vacancy>(query);
  const { show: showCreated } = justCreated;
  useFlash<Vacancy>(
    useCallback(
      (flash: Flash<Vacancy>) => {
        const created = flash.created;
        notify(
          'success',
          flash.text,
          created && {
            label: t('vacancies.flash.view'),
            onClick: () => void navigate(`/apps/detail?vacancy=${created.id}`),
          },
        );
        if (created) showCreated(created);
      },
      [navigate, notify, showCreated, t],
    ),
  );

  const columns = useMemo<ColumnDef<Vacancy, unknown>[]>(() => {
    const locale = i18n.language;
    return [
      {
        id: 'favourite',
        header: () => (
          <>
            <i className="bi bi-star" aria-hidden="true" />
            <span className="visually-hidden">{t('vacancies.columns.favourite')}</span>
          </>
        ),
        size: 44,
        enableResizing: false,
        meta: { label: t('vacancies.columns.favourite'), priority: 1, csv: false, align: 'center' },
        cell: ({ row }) => (
          <FavouriteToggle
            kind="vacancy"
            id={row.original.id}
            name={row.original.title || row.original.code}
          />
        ),
      },
      {
        id: 'code',
        accessorKey: 'code',
        header: t('vacancies.columns.code'),
        size: 100,
        meta: {
          label: t('vacancies.columns.code'),
          priority: 2,
          sortField: 'code',
          className: 'vacancy-code',
        },
      },
      {
        id: 'title',
        accessorKey: 'title',
        header: t('vacancies.columns.title'),
        size: 210,
        // Titles, companies and categories wrap: the whole name reads at any width.
        meta: {
          label: t('vacancies.columns.title'),
          sortField: 'title',
          locked: true,
          className: 'data-table__wrap',
        },
        cell: ({ row }) => (
          <Link
            to={`/apps/detail?vacancy=${row.original.id}`}
            className="vacancy-title-link"
            title={row.original.title}
          >
            {row.original.title || (
              <span className="fst-italic text-body-secondary">{t('vacancies.untitled')}</span>
            )}
          </Link>
        ),
      },
      {
        id: 'company',
        accessorKey: 'companyName',
        header: t('vacancies.columns.company'),
        size: 170,
        meta: {
          label: t('vacancies.columns.company'),
          priority: 1,
          sortField: 'companyName',
          className: 'data-table__wrap',
        },
        cell: ({ row }) =>
          row.original.companyName ?? <span className="text-body-tertiary">—</span>,
      },
      {
        id: 'category',
        accessorKey: 'categoryName',
        header: t('vacancies.columns.category'),
        size: 140,
        meta: {
          label: t('vacancies.columns.category'),
          priority: 4,
          className: 'data-table__wrap',
        },
        cell: ({ row }) =>
          row.original.categoryName ?? <span className="text-body-tertiary">—</span>,
      },
      {
        id: 'location',
        accessorKey: 'location',
        header: t('vacancies.columns.location'),
        size: 130,
        meta: {
          label: t('vacancies.columns.location'),
          priority: 3,
          sortField: 'location',
          className: 'data-table__wrap',
        },
      },
      {
        id: 'modality',
        accessorFn: (vacancy) => t(`vacancies.modality.${vacancy.modality}`),
        header: t('vacancies.columns.modality'),
        size: 120,
        meta: { label: t('vacancies.columns.modality'), priority: 5 },
      },
      {
        id: 'contractType',
        accessorFn: (vacancy) => t(`vacancies.contractType.${vacancy.contractType}`),
        header: t('vacancies.columns.contractType'),
        size: 140,
        meta: { label: t('vacancies.columns.contractType'), priority: 5 },
      },
      {
        id: 'status',
        accessorFn: (vacancy) => t(`vacancies.status.${vacancy.status}`),
        header: t('vacancies.columns.status'),
        size: 112,
        meta: { label: t('vacancies.columns.status'), priority: 1, sortField: 'status' },
        cell: ({ row }) => <VacancyStatusBadge status={row.original.status} />,
      },
      {
        id: 'internal',
        accessorKey: 'internal',
        header: t('vacancies.columns.internal'),
        size: 84,
        meta: {
          label: t('vacancies.columns.internal'),
          priority: 4,
          align: 'center',
          csv: (vacancy) =>
            vacancy.internal ? t('dataTable.filters.yes') : t('dataTable.filters.no'),
        },
        cell: ({ row }) =>
          row.original.internal ? (
            <i
              className="bi bi-lock-fill text-warning-emphasis"
              title={t('vacancies.internal')}
              aria-label={t('vacancies.internal')}
              role="img"
            />
          ) : (
            <i
              className="bi bi-globe2 text-body-tertiary"
              title={t('vacancies.public')}
              aria-label={t('vacancies.public')}
              role="img"
            />
          ),
      },
      {
        id: 'openings',
        accessorFn: (vacancy) => `${vacancy.hiredCount}/${vacancy.openings}`,
        header: t('vacancies.columns.openings'),
        size: 110,
        meta: { label: t('vacancies.columns.openings'), priority: 2, sortField: 'openings' },
        cell: ({ row }) => {
          const { hiredCount, openings } = row.original;
          return (
            <div className="vacancy-openings">
              <span className="small">
                <strong>{hiredCount}</strong> / {openings}
              </span>
              <ProgressBar
                now={openings ? (hiredCount / openings) * 100 : 0}
                variant={hiredCount >= openings ? 'success' : 'primary'}
                aria-hidden="true"
              />
            </div>
          );
        },
      },
      {
        id: 'applications',
        accessorKey: 'applicationCount',
        header: t('vacancies.columns.applications'),
        size: 120,
        meta: { label: t('vacancies.columns.applications'), priority: 5, align: 'end' },
      },
      {
        id: 'salary',
        accessorFn: (vacancy) => salaryText(vacancy, locale, t),
        header: t('vacancies.columns.salary'),
        size: 190,
        meta: { label: t('vacancies.columns.salary'), priority: 5, sortField: 'salaryMin' },
      },
      {
        id: 'publishedAt',
        accessorKey: 'publishedAt',
        header: t('vacancies.columns.publishedAt'),
        size: 116,
        meta: { label: t('vacancies.columns.publishedAt'), priority: 3, sortField: 'publishedAt' },
        cell: ({ row }) =>
          row.original.publishedAt ? (
            <time dateTime={row.original.publishedAt}>
              {formatDay(row.original.publishedAt, locale)}
            </time>
          ) : (
            <span className="text-body-tertiary">—</span>
          ),
      },
      {
        id: 'closesAt',
        accessorKey: 'closesAt',
        header: t('vacancies.columns.closesAt'),
        size: 130,
        meta: { label: t('vacancies.columns.closesAt'), priority: 5, sortField: 'closesAt' },
        cell: ({ row }) => formatDay(row.original.closesAt, locale) || '—',
      },
    ];
  }, [t, i18n.language]);

  const select = (
    name: VacancyFilter,
    label: string,
    options: { value: string; label: string }[],
    all: string,
  ) => (
    <Form.Select
      size="sm"
      aria-label={label}
      value={filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.target.value)}
    >
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Form.Select>
  );

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('routes.listadoVacanciaInterna')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('vacancies.subtitle')}</p>
        </div>
        <Link to="/apps/crearvacanciaInterno" className="btn btn-primary">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('vacancies.new')}
        </Link>
      </div>
      <DataTable
        tableId="vacancies"
        caption={t('routes.listadoVacanciaInterna')}
        exportName="vacantes"
        columns={columns}
        data={actions.withoutOnPage(justCreated.pin(vacancies.data))}
        list={list}
        getRowId={(vacancy) => vacancy.id}
        rowClassName={(vacancy) => justCreated.rowClassName(vacancy)}
        loading={vacancies.isPending}
        fetching={vacancies.isFetching}
        error={vacancies.error}
        errorTitle={t('vacancies.loadFailed')}
        onRetry={() => void vacancies.refetch()}
        defaultHidden={['contractType', 'applications', 'salary', 'closesAt', 'modality']}
        phoneHidden={['code', 'category', 'location', 'internal', 'openings', 'publishedAt']}
        fetchPage={(page, size, signal) => fetchVacancies({ ...query, page, size }, signal)}
        filters={
          <>
            {select(
              'status',
              t('vacancies.filters.status'),
              VACANCY_STATUSES.map((status) => ({
                value: status,
                label: t(`vacancies.status.${status}`),
              })),
              t('vacancies.filters.allStatuses'),
            )}
            <div className="vacancy-filter">
              <CatalogueSelect
                inputId="vacancy-filter-company"
                ariaLabel={t('vacancies.filters.company')}
                value={filters.companyId ?? ''}
                onChange={(id) => list.setFilter('companyId', id)}
                initial={company.data ?? null}
                loadOptions={searchCompanies}
                allowInactive
                placeholder={t('vacancies.filters.allCompanies')}
              />
            </div>
            <div className="vacancy-filter">
              <CatalogueSelect
                inputId="vacancy-filter-category"
                ariaLabel={t('vacancies.filters.category')}
                value={filters.categoryId ?? ''}
                onChange={(id) => list.setFilter('categoryId', id)}
                initial={category.data ?? null}
                loadOptions={loadVacancyCategories}
                allowInactive
                placeholder={t('vacancies.filters.allCategories')}
              />
            </div>
            {select(
              'internal',
              t('vacancies.filters.visibility'),
              [
                { value: 'true', label: t('vacancies.filters.internalOnly') },
                { value: 'false', label: t('vacancies.filters.publicOnly') },
              ],
              t('vacancies.filters.anyVisibility'),
            )}
          </>
        }
        rowActions={(vacancy) => (
          <VacancyRowActions
            vacancy={vacancy}
            busy={actions.busyId === vacancy.id}
            onAction={(row, action) => void actions.run(row, action)}
            onDelete={(row) => void actions.destroy(row)}
          />
        )}
        emptyState={
          <EmptyState
            icon="bi-briefcase"
            title={t('vacancies.empty.title')}
            hint={t('vacancies.empty.hint')}
            action={
              <Link to="/apps/crearvacanciaInterno" className="btn btn-primary btn-sm">
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                {t('vacancies.new')}
              </Link>
            }
          />
        }
      />
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { VacancyListPage as Component };
