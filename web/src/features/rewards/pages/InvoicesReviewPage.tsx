import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  DataTable,
  EmptyState,
  type ListConfig,
  useListParams,
} from '../../../components/data-table';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import {
  COMPLETED_INVOICE_STATUSES,
  fetchInvoices,
  INVOICE_SORTS,
  type Invoice,
  type InvoiceListParams,
  type InvoiceStatus,
  useInvoices,
} from '../api/invoices';
import {
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
} from '../components/invoices/format';
import { InvoiceStatusBadge } from '../components/invoices/InvoiceStatusBadge';
import { useReviewerName } from '../components/invoices/useReviewerName';
import '../components/invoices/invoices.css';

type Tab = 'review' | 'completed';
const TABS: { tab: Tab; icon: string }[] = [
  { tab: 'review', icon: 'bi-inbox' },
  { tab: 'completed', icon: 'bi-archive' },
];

/** The queue: oldest first, so invoices are reviewed in the order they came in. */
const REVIEW_LIST: ListConfig = {
  sorts: INVOICE_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'asc',
};
const COMPLETED_LIST: ListConfig<'status'> = {
  filters: ['status'],
  sorts: INVOICE_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
};

// The review panel and the form load apart from the list (the member search alone weighs
// 30 KB); both are fetched as soon as the list shows.
const loadPanel = () => import('../components/invoices/InvoiceReviewPanel');
const loadForm = () => import('../components/invoices/InvoiceFormModal');
const InvoiceReviewPanel = lazy(async () => ({ default: (await loadPanel()).InvoiceReviewPanel }));
const InvoiceFormModal = lazy(async () => ({ default: (await loadForm()).InvoiceFormModal }));

/** The URL parameter naming the invoice open in the review panel. */
const OPEN_PARAM = 'invoice';

function PendingCount() {
  const { i18n } = useTranslation();
  const pending = useInvoices({ completed: false, size: 1 });
  const count = pending.data?.pagination.length;
  if (count === undefined) return null;
  return (
    <Badge pill bg="secondary-subtle" text="secondary-emphasis">
      {formatNumber(count, i18n.language)}
    </Badge>
  );
}

/** apps/facturas-completadas: the invoice review queue and the invoices already reviewed. */
export function InvoicesReviewPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'completed' ? 'completed' : 'review';
  const openId = searchParams.get(OPEN_PARAM);
  const reviewList = useListParams(REVIEW_LIST);
  const completedList = useListParams(COMPLETED_LIST);
  const list = tab === 'review' ? reviewList : completedList;
  const status = completedList.params.filters.status;
  const query: InvoiceListParams =
    tab === 'review'
      ? {
          ...reviewList.query,
          sort: (reviewList.query.sort ?? 'createdAt') as InvoiceListParams['sort'],
          order: reviewList.query.order ?? 'asc',
          completed: false,
        }
      : {
          ...completedList.query,
          sort: completedList.query.sort as InvoiceListParams['sort'],
          status: COMPLETED_INVOICE_STATUSES.includes(status as InvoiceStatus)
            ? (status as InvoiceStatus)
            : undefined,
          completed: true,
        };
  const invoices = useInvoices(query);
  const items = invoices.data?.items;
  const { notices, notify, dismiss } = useNotices();
  const reviewerName = useReviewerName();
  const [editing, setEditing] = useState<Invoice | null | undefined>(undefined);
  // Mounted once first used, then kept for the dialogs' closing transitions.
  const [panelUsed, setPanelUsed] = useState(openId !== null);
  const [formUsed, setFormUsed] = useState(false);

  useEffect(() => {
    void loadPanel();
    void loadForm();
  }, []);

  function edit(invoice: Invoice | null) {
    setFormUsed(true);
    setEditing(invoice);
  }

  function chooseTab(next: string) {
    // A new tab starts with its plain list: no search, filters or panel.
    setSearchParams(next === 'completed' ? { tab: next } : {});
  }

  function open(id: string | null, replace = false) {
    if (id) setPanelUsed(true);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set(OPEN_PARAM, id);
        else next.delete(OPEN_PARAM);
        return next;
      },
      { replace },
    );
  }

  /** After a decision the panel moves on to the next invoice of the queue, or closes. */
  function moveOn(done: Invoice) {
    const rows = items ?? [];
    const index = rows.findIndex((row) => row.id === done.id);
    const next = index === -1 ? undefined : (rows[index + 1] ?? rows[index - 1]);
    open(tab === 'review' && next && next.id !== done.id ? next.id : null, true);
  }

  const columns = useMemo<ColumnDef<Invoice, unknown>[]>(() => {
    const number: ColumnDef<Invoice, unknown> = {
      id: 'number',
      accessorKey: 'number',
      header: t('invoices.columns.number'),
      size: 140,
      meta: { label: t('invoices.columns.number'), sortField: 'number', locked: true },
      cell: ({ row }) => (
        <button
          type="button"
          className="btn btn-link p-0 text-start fw-semibold text-decoration-none font-monospace text-truncate mw-100"
          onClick={() => open(row.original.id)}
        >
          {row.original.number}
        </button>
      ),
    };
    const member: ColumnDef<Invoice, unknown> = {
      id: 'memberName',
      accessorKey: 'memberName',
      header: t('invoices.fields.member'),
      size: tab === 'review' ? 190 : 170,
      meta: {
        label: t('invoices.fields.member'),
        priority: 1,
        className: 'data-table__wrap',
        sortField: 'memberName',
      },
    };
    const vendor: ColumnDef<Invoice, unknown> = {
      id: 'vendor',
      accessorKey: 'vendor',
      header: t('invoices.fields.vendor'),
      size: 170,
      meta: {
        label: t('invoices.fields.vendor'),
        priority: 2,
        className: 'data-table__wrap',
        sortField: 'vendor',
      },
    };
    const amount: ColumnDef<Invoice, unknown> = {
      id: 'amount',
      accessorKey: 'amount',
      header: t('invoices.fields.amount'),
      size: 130,
      meta: {
        label: t('invoices.fields.amount'),
        priority: 1,
        sortField: 'amount',
        align: 'end',
        csv: (invoice) => `${invoice.amount} ${invoice.currency}`,
      },
      cell: ({ row }) => (
        <span className="text-nowrap">
          {formatMoney(row.original.amount, row.original.currency, i18n.language)}
        </span>
      ),
    };
    const issuedAt: ColumnDef<Invoice, unknown> = {
      id: 'issuedAt',
      accessorKey: 'issuedAt',
      header: t('invoices.fields.issuedAt'),
      size: 125,
      meta: { label: t('invoices.fields.issuedAt'), priority: 3, sortField: 'issuedAt' },
      cell: ({ row }) => formatDay(row.original.issuedAt, i18n.language),
    };
    const createdAt: ColumnDef<Invoice, unknown> = {
      id: 'createdAt',
      accessorKey: 'createdAt',
      header: t('invoices.fields.createdAt'),
      size: 165,
      meta: { label: t('invoices.fields.createdAt'), priority: 3, sortField: 'createdAt' },
      cell: ({ row }) => formatDateTime(row.original.createdAt, i18n.language),
    };
    if (tab === 'review') {
      return [
        number,
        member,
        vendor,
        amount,
        issuedAt,
        {
          id: 'file',
          header: t('invoices.fields.file'),
          size: 110,
          meta: {
            label: t('invoices.fields.file'),
            priority: 2,
            csv: (invoice) => invoice.file?.name ?? '',
          },
          cell: ({ row }) =>
            row.original.file ? (
              <span className="invoice-file-state text-success-emphasis">
                <i className="bi bi-paperclip" aria-hidden="true" />
                {t('invoices.fileState.attached')}
              </span>
            ) : (
              <span className="invoice-file-state text-warning-emphasis">
                <i className="bi bi-exclamation-triangle" aria-hidden="true" />
                {t('invoices.fileState.missing')}
              </span>
            ),
        },
        createdAt,
      ];
    }
    return [
      number,
      member,
      vendor,
      amount,
      {
        id: 'status',
        accessorKey: 'status',
        header: t('invoices.fields.status'),
        size: 120,
        meta: {
          label: t('invoices.fields.status'),
          priority: 1,
          sortField: 'status',
          csv: (invoice) => t(`invoices.status.${invoice.status}`),
        },
        cell: ({ row }) => <InvoiceStatusBadge status={row.original.status} />,
      },
      {
        id: 'pointsAwarded',
        accessorKey: 'pointsAwarded',
        header: t('invoices.columns.points'),
        size: 90,
        meta: { label: t('invoices.columns.points'), priority: 2, align: 'end' },
        cell: ({ row }) =>
          row.original.pointsAwarded === null ? (
            <span className="text-body-tertiary">—</span>
          ) : (
            formatNumber(row.original.pointsAwarded, i18n.language)
          ),
      },
      {
        id: 'reviewedBy',
        accessorKey: 'reviewedBy',
        header: t('invoices.fields.reviewedBy'),
        size: 140,
        meta: {
          label: t('invoices.fields.reviewedBy'),
          priority: 3,
          csv: (invoice) => reviewerName(invoice.reviewedBy),
        },
        cell: ({ row }) => reviewerName(row.original.reviewedBy),
      },
      {
        id: 'reviewedAt',
        accessorKey: 'reviewedAt',
        header: t('invoices.fields.reviewedAt'),
        size: 170,
        meta: { label: t('invoices.fields.reviewedAt'), priority: 3 },
        cell: ({ row }) => formatDateTime(row.original.reviewedAt, i18n.language),
      },
      {
        id: 'rejectionReason',
        accessorKey: 'rejectionReason',
        header: t('invoices.fields.reason'),
        size: 200,
        meta: { label: t('invoices.fields.reason'), priority: 4, className: 'text-truncate' },
        cell: ({ row }) =>
          row.original.rejectionReason ? (
            <span title={row.original.rejectionReason}>{row.original.rejectionReason}</span>
          ) : (
            <span className="text-body-tertiary">—</span>
          ),
      },
      issuedAt,
      createdAt,
    ];
    // `open` only writes the URL; it need not rebuild the columns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, tab, reviewerName]);

  const newButton = (size?: 'sm') => (
    <Button size={size} onClick={() => edit(null)}>
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {t('invoices.new')}
    </Button>
  );

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('routes.facturasCompletadas')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('invoices.subtitle')}</p>
        </div>
        {newButton()}
      </div>
      <Nav
        variant="tabs"
        className="invoice-tabs"
        activeKey={tab}
        onSelect={(key) => key && chooseTab(key)}
        aria-label={t('invoices.tabs.label')}
        role="tablist"
      >
        {TABS.map((item) => (
          <Nav.Item key={item.tab} role="presentation">
            <Nav.Link
              eventKey={item.tab}
              role="tab"
              aria-selected={item.tab === tab}
              aria-controls="invoices-panel"
              id={`invoices-tab-${item.tab}`}
            >
              <i className={`bi ${item.icon}`} aria-hidden="true" />
              {t(`invoices.tabs.${item.tab}`)}
              {item.tab === 'review' && <PendingCount />}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div role="tabpanel" id="invoices-panel" aria-labelledby={`invoices-tab-${tab}`}>
        <DataTable
          key={tab}
          tableId={tab === 'review' ? 'invoices-review' : 'invoices-completed'}
          caption={t(`invoices.tabs.${tab}`)}
          exportName={tab === 'review' ? 'facturas-por-revisar' : 'facturas-completadas'}
          columns={columns}
          data={invoices.data}
          list={list}
          getRowId={(invoice) => invoice.id}
          loading={invoices.isPending}
          fetching={invoices.isFetching}
          error={invoices.error}
          errorTitle={t('invoices.loadFailed')}
          onRetry={() => void invoices.refetch()}
          searchPlaceholder={t('invoices.searchPlaceholder')}
          defaultHidden={
            tab === 'review' ? ['createdAt'] : ['vendor', 'issuedAt', 'createdAt', 'reviewedAt']
          }
          fetchPage={(page, size, signal) => fetchInvoices({ ...query, page, size }, signal)}
          rowClassName={(invoice) => (invoice.id === openId ? 'table-active' : undefined)}
          rowActionsWidth={tab === 'review' ? 110 : 60}
          filters={
            tab === 'completed' ? (
              <Form.Select
                size="sm"
                aria-label={t('invoices.filters.status')}
                value={status ?? ''}
                onChange={(event) => completedList.setFilter('status', event.target.value)}
              >
                <option value="">{t('invoices.filters.all')}</option>
                {COMPLETED_INVOICE_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`invoices.status.${value}`)}
                  </option>
                ))}
              </Form.Select>
            ) : undefined
          }
          rowActions={(invoice) => (
            <Button
              size="sm"
              variant={tab === 'review' ? 'primary' : 'outline-secondary'}
              onClick={() => open(invoice.id)}
              aria-label={t('invoices.actions.review', { number: invoice.number })}
              title={t('invoices.actions.review', { number: invoice.number })}
            >
              <i
                className={`bi ${tab === 'review' ? 'bi-clipboard-check' : 'bi-eye'}`}
                aria-hidden="true"
              />
              {tab === 'review' && (
                <span className="ms-1">{t('invoices.actions.reviewShort')}</span>
              )}
            </Button>
          )}
          emptyState={
            tab === 'review' ? (
              <EmptyState
                icon="bi-inbox"
                title={t('invoices.empty.reviewTitle')}
                hint={t('invoices.empty.reviewHint')}
                action={newButton('sm')}
              />
            ) : (
              <EmptyState
                icon="bi-archive"
                title={t('invoices.empty.completedTitle')}
                hint={t('invoices.empty.completedHint')}
              />
            )
          }
        />
      </div>
      {(panelUsed || openId !== null) && (
        <Suspense fallback={null}>
          <InvoiceReviewPanel
            invoiceId={openId}
            initial={items?.find((invoice) => invoice.id === openId)}
            show={editing === undefined}
            onClose={() => open(null)}
            onApproved={(invoice) => {
              notify(
                'success',
                t('invoices.done.approved', {
                  number: invoice.number,
                  name: invoice.memberName,
                  count: invoice.pointsAwarded ?? 0,
                  value: formatNumber(invoice.pointsAwarded ?? 0, i18n.language),
                }),
              );
              moveOn(invoice);
            }}
            onRejected={(invoice) => {
              notify('success', t('invoices.done.rejected', { number: invoice.number }));
              moveOn(invoice);
            }}
            onDeleted={(invoice) => {
              notify('success', t('invoices.done.deleted', { number: invoice.number }));
              moveOn(invoice);
            }}
            onUploaded={(invoice) =>
              notify('success', t('invoices.done.uploaded', { number: invoice.number }))
            }
            onEdit={edit}
            onFailed={(text) => notify('danger', text)}
          />
        </Suspense>
      )}
      {formUsed && (
        <Suspense fallback={null}>
          <InvoiceFormModal
            show={editing !== undefined}
            invoice={editing ?? null}
            onHide={() => setEditing(undefined)}
            onSaved={(invoice, created) => {
              setEditing(undefined);
              notify(
                'success',
                created
                  ? t('invoices.done.created', { number: invoice.number, name: invoice.memberName })
                  : t('invoices.done.updated', { number: invoice.number }),
              );
              // A new invoice opens in the review panel, on the queue.
              if (created) setSearchParams({ [OPEN_PARAM]: invoice.id });
            }}
          />
        </Suspense>
      )}
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { InvoicesReviewPage as Component };
