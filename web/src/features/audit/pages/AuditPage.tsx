import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  EmptyState,
  type ListConfig,
  useListParams,
} from '../../../components/data-table';
import {
  AUDIT_ACTIONS,
  AUDIT_COLLECTIONS,
  type AuditAction,
  type AuditCollection,
  type AuditEntry,
  type AuditListParams,
  fetchAudit,
  useAudit,
} from '../api/audit';
import './audit.css';

type Filter = 'action' | 'collection' | 'actorId' | 'recordId' | 'from' | 'to';

const LIST: ListConfig<Filter> = {
  filters: ['action', 'collection', 'actorId', 'recordId', 'from', 'to'],
  sorts: ['at'],
  defaultSort: 'at',
  defaultOrder: 'desc',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Changes, erasures and refusals stand out from reads. */
const TONE: Partial<Record<AuditAction, string>> = {
  erase: 'danger',
  delete: 'danger',
  'sign-in-failed': 'warning',
  'session-revoke': 'warning',
  deactivate: 'warning',
  export: 'info',
};

/** Light badges whose text must be dark to be read (contrast). */
const DARK_TEXT = new Set(['warning', 'info']);

function isAction(value: string | undefined): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');
}

function isCollection(value: string | undefined): value is AuditCollection {
  return (AUDIT_COLLECTIONS as readonly string[]).includes(value ?? '');
}

/** The day after `day` (YYYY-MM-DD): a "to" day is taken whole. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function formatTime(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(value),
  );
}

/** admin/audit: who read, exported or changed people's records, and every sign-in (admin only). */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(LIST);
  const { action, collection, actorId, recordId, from, to } = list.params.filters;
  const query: AuditListParams = {
    ...list.query,
    sort: list.query.sort === 'at' ? 'at' : undefined,
    action: isAction(action) ? action : undefined,
    collection: isCollection(collection) ? collection : undefined,
    actorId: actorId || undefined,
    recordId: recordId || undefined,
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? dayAfter(to) : undefined,
  };
  const entries = useAudit(query);

  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      {
        id: 'at',
        accessorKey: 'at',
        header: t('audit.columns.at'),
        size: 235,
        meta: { label: t('audit.columns.at'), sortField: 'at', locked: true },
        cell: ({ row }) => (
          <time dateTime={row.original.at}>{formatTime(row.original.at, i18n.language)}</time>
        ),
      },
      {
        id: 'action',
        accessorKey: 'action',
        header: t('audit.columns.action'),
        size: 170,
        meta: {
          label: t('audit.columns.action'),
          priority: 1,
          csv: (entry) => t(`audit.actions.${entry.action}`),
        },
        cell: ({ row }) => (
          <Badge
            bg={TONE[row.original.action] ?? 'secondary'}
            text={DARK_TEXT.has(TONE[row.original.action] ?? '') ? 'dark' : undefined}
            className="audit-action"
          >
            {t(`audit.actions.${row.original.action}`)}
          </Badge>
        ),
      },
      {
        id: 'actor',
        accessorFn: (entry) => entry.actorEmail ?? '',
        header: t('audit.columns.actor'),
        size: 240,
        meta: { label: t('audit.columns.actor'), priority: 1 },
        cell: ({ row }) => {
          const { actorId: id, actorEmail } = row.original;
          if (!id) return <span className="text-body-secondary">{t('audit.noActor')}</span>;
          return (
            <Button
              variant="link"
              className="audit-link"
              title={t('audit.onlyActor')}
              onClick={() => list.setFilter('actorId', id)}
            >
              {actorEmail ?? id}
            </Button>
          );
        },
      },
      {
        id: 'record',
        accessorFn: (entry) =>
          entry.collection ? `${entry.collection}/${entry.recordId ?? ''}` : '',
        header: t('audit.columns.record'),
        size: 230,
        meta: {
          label: t('audit.columns.record'),
          priority: 2,
          csv: (entry) =>
            entry.collection
              ? [t(`audit.collections.${entry.collection}`), entry.recordId]
                  .filter(Boolean)
                  .join(' ')
              : '',
        },
        cell: ({ row }) => {
          const { collection: kind, recordId: id } = row.original;
          if (!kind) return <span className="text-body-secondary">—</span>;
          return (
            <span className="d-inline-flex align-items-center gap-1 text-nowrap">
              <span>{t(`audit.collections.${kind}`)}</span>
              {id ? (
                <Button
                  variant="link"
                  className="audit-link font-monospace"
                  title={t('audit.onlyRecord', { id })}
                  aria-label={t('audit.onlyRecord', { id })}
                  onClick={() => list.setFilter('recordId', id)}
                >
                  {id.slice(0, 8)}
                </Button>
              ) : (
                <span className="text-body-secondary">{t('audit.wholeList')}</span>
              )}
            </span>
          );
        },
      },
      {
        id: 'ip',
        accessorKey: 'ip',
        header: t('audit.columns.ip'),
        size: 150,
        meta: { label: t('audit.columns.ip'), priority: 3 },
        cell: ({ getValue }) => <span className="font-monospace">{getValue() as string}</span>,
      },
    ],
    [t, i18n.language, list],
  );

  /** A filter set from a row (an account, a record), shown so it can be taken off. */
  const chip = (name: 'actorId' | 'recordId', label: string) => (
    <Button
      size="sm"
      variant="outline-primary"
      className="audit-chip"
      onClick={() => list.setFilter(name, undefined)}
      aria-label={t('audit.removeFilter', { filter: label })}
    >
      <span className="text-truncate">{label}</span>
      <i className="bi bi-x-lg ms-1" aria-hidden="true" />
    </Button>
  );

  return (
    <>
      <div className="page-header">
        <h1 className="page-header__title">{t('routes.audit')}</h1>
        <p className="text-body-secondary mb-0 mt-1">{t('audit.subtitle')}</p>
      </div>
      <DataTable
        tableId="audit"
        caption={t('routes.audit')}
        exportName="audit"
        columns={columns}
        data={entries.data}
        list={list}
        getRowId={(entry) => entry.id}
        loading={entries.isPending}
        fetching={entries.isFetching}
        error={entries.error}
        errorTitle={t('audit.loadFailed')}
        onRetry={() => void entries.refetch()}
        selectable={false}
        phoneHidden={['ip', 'record']}
        searchPlaceholder={t('audit.searchPlaceholder')}
        fetchPage={(page, size, signal) => fetchAudit({ ...query, page, size }, signal)}
        filters={
          <>
            <Form.Select
              size="sm"
              aria-label={t('audit.filters.action')}
              value={isAction(action) ? action : ''}
              onChange={(event) => list.setFilter('action', event.target.value)}
            >
              <option value="">{t('audit.filters.allActions')}</option>
              {AUDIT_ACTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`audit.actions.${value}`)}
                </option>
              ))}
            </Form.Select>
            <Form.Select
              size="sm"
              aria-label={t('audit.filters.collection')}
              value={isCollection(collection) ? collection : ''}
              onChange={(event) => list.setFilter('collection', event.target.value)}
            >
              <option value="">{t('audit.filters.allCollections')}</option>
              {AUDIT_COLLECTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`audit.collections.${value}`)}
                </option>
              ))}
            </Form.Select>
            {/* Labelled where they stand: two bare day fields do not tell which is which. */}
            <InputGroup size="sm" className="audit-day">
              <InputGroup.Text as="label" htmlFor="audit-from">
                {t('audit.filters.from')}
              </InputGroup.Text>
              <Form.Control
                id="audit-from"
                type="date"
                value={from && DAY.test(from) ? from : ''}
                max={to && DAY.test(to) ? to : undefined}
                onChange={(event) => list.setFilter('from', event.target.value)}
              />
            </InputGroup>
            <InputGroup size="sm" className="audit-day">
              <InputGroup.Text as="label" htmlFor="audit-to">
                {t('audit.filters.to')}
              </InputGroup.Text>
              <Form.Control
                id="audit-to"
                type="date"
                value={to && DAY.test(to) ? to : ''}
                min={from && DAY.test(from) ? from : undefined}
                onChange={(event) => list.setFilter('to', event.target.value)}
              />
            </InputGroup>
            {actorId && chip('actorId', t('audit.filters.actor', { id: actorId.slice(0, 8) }))}
            {recordId && chip('recordId', t('audit.filters.record', { id: recordId.slice(0, 8) }))}
          </>
        }
        emptyState={
          <EmptyState
            icon="bi-journal-text"
            title={t('audit.empty.title')}
            hint={t('audit.empty.hint')}
          />
        }
      />
    </>
  );
}

export { AuditPage as Component };
