import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DataTable,
  EmptyState,
  type ListConfig,
  type ListState,
  useListParams,
} from '../../../components/data-table';
import {
  APPLICANT_SORTS,
  type Applicant,
  type ApplicantListParams,
  applicantFullName,
  fetchApplicants,
  useApplicants,
} from '../api/applicants';
import {
  APPLICANT_FILTERS,
  type ApplicantFilter,
  ApplicantFilters,
} from '../components/applicants/ApplicantFilters';
import { formatDate, initials } from '../components/applicants/format';
import { formatDateTime } from '../../../lib/format';
import { StarButton } from '../components/detail/StarButton';
import '../components/applicants/applicants.scss';

const LIST: ListConfig<ApplicantFilter> = {
  filters: APPLICANT_FILTERS,
  sorts: APPLICANT_SORTS,
  defaultSort: 'lastName',
  defaultOrder: 'asc',
};

const MAX_SKILL_CHIPS = 3;

/** The URL's strings as the applicants endpoint's query; invalid numbers are dropped. */
export function toApplicantQuery(query: ListState<ApplicantFilter>['query']): ApplicantListParams {
  const { minYears, maxYears, hasCv, source, education, sort, ...rest } = query;
  const years = (value: string | undefined) =>
    value && /^\d{1,2}$/.test(value) && Number(value) <= 60 ? Number(value) : undefined;
  return {
    ...rest,
    sort: sort as ApplicantListParams['sort'],
    source: source as ApplicantListParams['source'],
    education: education as ApplicantListParams['education'],
    minYears: years(minYears),
    maxYears: years(maxYears),
    hasCv: hasCv === 'true' ? true : hasCv === 'false' ? false : undefined,
  };
}

/** apps/Busquedapostulante: search the applicant pool with filters, sort and pages in the URL. */
export function ApplicantSearchPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(LIST);
  const query = useMemo(() => toApplicantQuery(list.query), [list.query]);
  const applicants = useApplicants(query);
  const language = i18n.language;
  const nameOf = useCallback(
    (applicant: Applicant) => applicantFullName(applicant) ?? t('applicants.erasedName'),
    [t],
  );

  const columns = useMemo<ColumnDef<Applicant, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('applicants.search.columns.name'),
        accessorFn: nameOf,
        size: 220,
        meta: {
          label: t('applicants.search.columns.name'),
          className: 'data-table__wrap',
          sortField: 'lastName',
          locked: true,
        },
        cell: ({ row }) => (
          <div className="applicant-name-cell">
            <span className="avatar-initials avatar-initials--sm" aria-hidden="true">
              {initials(nameOf(row.original))}
            </span>
            <Link
              to={`/apps/detail?applicant=${row.original.id}`}
              className="text-truncate"
              data-testid="applicant-link"
            >
              {nameOf(row.original)}
            </Link>
          </div>
        ),
      },
      {
        id: 'email',
        header: t('applicants.search.columns.email'),
        accessorKey: 'email',
        size: 220,
        meta: {
          label: t('applicants.search.columns.email'),
          priority: 1,
          className: 'data-table__wrap',
          sortField: 'email',
        },
        cell: ({ row }) => <span className="text-break">{row.original.email}</span>,
      },
      {
        id: 'document',
        header: t('applicants.search.columns.document'),
        accessorFn: (applicant) => applicant.documentId ?? '',
        size: 190,
        meta: {
          label: t('applicants.search.columns.document'),
          priority: 5,
          className: 'font-monospace small',
          exportHidden: true,
        },
      },
      {
        id: 'phone',
        header: t('applicants.search.columns.phone'),
        accessorFn: (applicant) => applicant.phone ?? '',
        size: 160,
        meta: { label: t('applicants.search.columns.phone'), exportHidden: true },
      },
      {
        id: 'city',
        header: t('applicants.search.columns.city'),
        accessorKey: 'city',
        size: 130,
        meta: {
          label: t('applicants.search.columns.city'),
          priority: 2,
          className: 'data-table__wrap',
          sortField: 'city',
        },
      },
      {
        id: 'skills',
        header: t('applicants.search.columns.skills'),
        accessorFn: (applicant) => applicant.skills.join(', '),
        size: 230,
        meta: { label: t('applicants.search.columns.skills'), priority: 4 },
        cell: ({ row }) => {
          const { skills } = row.original;
          const extra = skills.length - MAX_SKILL_CHIPS;
          return (
            <div className="d-flex flex-wrap gap-1" title={skills.join(', ')}>
              {skills.slice(0, MAX_SKILL_CHIPS).map((skill) => (
                <span key={skill} className="skill-chip">
                  {skill}
                </span>
              ))}
              {extra > 0 && (
                <span className="skill-chip">
                  {t('applicants.search.moreSkills', { count: extra })}
                </span>
              )}
            </div>
          );
        },
      },
      {
        id: 'experience',
        header: t('applicants.search.columns.experience'),
        accessorKey: 'yearsExperience',
        size: 110,
        meta: {
          label: t('applicants.search.columns.experience'),
          priority: 2,
          sortField: 'yearsExperience',
          align: 'end',
        },
        cell: ({ row }) =>
          row.original.yearsExperience === null ? (
            <span className="text-body-secondary">—</span>
          ) : (
            t('applicants.search.years', { count: row.original.yearsExperience })
          ),
      },
      {
        id: 'cv',
        header: t('applicants.search.columns.cv'),
        accessorFn: (applicant) => (applicant.cvFileId ? (applicant.cvFormat ?? 'yes') : ''),
        size: 60,
        meta: { label: t('applicants.search.columns.cv'), priority: 3, align: 'center' },
        cell: ({ row }) =>
          row.original.cvFileId ? (
            <i
              className="bi bi-file-earmark-check-fill text-success"
              role="img"
              aria-label={t('applicants.search.hasCv')}
              title={t('applicants.search.hasCv')}
            />
          ) : (
            <i
              className="bi bi-dash text-body-tertiary"
              role="img"
              aria-label={t('applicants.search.noCv')}
              title={t('applicants.search.noCv')}
            />
          ),
      },
      {
        id: 'created',
        header: t('applicants.search.columns.created'),
        accessorKey: 'createdAt',
        size: 120,
        meta: {
          label: t('applicants.search.columns.created'),
          priority: 3,
          sortField: 'createdAt',
          // In the reader's time zone and language, as the screen shows it.
          csv: (applicant) => formatDateTime(applicant.createdAt, language),
        },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt}>
            {formatDate(row.original.createdAt, language)}
          </time>
        ),
      },
    ],
    [t, nameOf, language],
  );

  const rowActions = useCallback(
    (applicant: Applicant) => {
      const name = nameOf(applicant);
      return (
        <div className="d-flex justify-content-end align-items-center gap-1">
          <Link
            to={`/apps/detail?applicant=${applicant.id}`}
            className="btn btn-sm btn-link p-1"
            aria-label={t('applicants.search.open', { name })}
            title={t('applicants.search.open', { name })}
          >
            <i className="bi bi-eye" aria-hidden="true" />
          </Link>
          <Link
            to={`/apps/crearpostulante?id=${applicant.id}`}
            className="btn btn-sm btn-link p-1"
            aria-label={t('applicants.search.edit', { name })}
            title={t('applicants.search.edit', { name })}
          >
            <i className="bi bi-pencil" aria-hidden="true" />
          </Link>
          <StarButton
            kind="applicant"
            id={applicant.id}
            starLabel={t('applicants.search.star', { name })}
            unstarLabel={t('applicants.search.unstar', { name })}
          />
        </div>
      );
    },
    [t, nameOf],
  );

  return (
    <div className="applicant-search-page">
      <div className="page-header">
        <h1 className="page-header__title">{t('routes.busquedaPostulante')}</h1>
        <p className="text-body-secondary mb-0 mt-1">{t('applicants.search.subtitle')}</p>
      </div>
      <ApplicantFilters list={list} />
      <DataTable
        tableId="applicants"
        caption={t('routes.busquedaPostulante')}
        exportName="applicants"
        columns={columns}
        data={applicants.data}
        list={list}
        getRowId={(applicant) => applicant.id}
        loading={applicants.isPending}
        fetching={applicants.isFetching}
        error={applicants.error}
        errorTitle={t('applicants.search.loadFailed')}
        onRetry={() => void applicants.refetch()}
        searchPlaceholder={t('applicants.search.placeholder')}
        defaultHidden={['document', 'phone']}
        actions={
          <Link to="/apps/crearpostulante" className="btn btn-primary btn-sm">
            <i className="bi bi-person-plus me-2" aria-hidden="true" />
            {t('applicants.search.newApplicant')}
          </Link>
        }
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon="bi-people"
            title={t('applicants.search.emptyPool')}
            action={
              <Link to="/apps/crearpostulante" className="btn btn-primary btn-sm">
                {t('applicants.search.newApplicant')}
              </Link>
            }
          />
        }
        fetchPage={(page, size, signal) => fetchApplicants({ ...query, page, size }, signal, true)}
      />
    </div>
  );
}

export { ApplicantSearchPage as Component };
