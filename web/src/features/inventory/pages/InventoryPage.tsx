import type { ColumnDef } from '@tanstack/react-table';
import { lazy, type MouseEvent, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  type DataTablePage,
  EmptyState,
  type ListConfig,
  useListParams,
} from '../../../components/data-table';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../components/toasts/useDelayedDelete';
import {
  fetchProductsForExport,
  PRODUCT_SORTS,
  type Product,
  useCreateProduct,
  useDeleteProduct,
  useProduct,
  useProducts,
} from '../api/inventory-api';
import { InlineRowDetail } from '../components/InlineRowDetail';
import { ProductImage } from '../components/ProductImage';
import { stockLevel } from '../lib/stock-level';
import { moneyFormat, numberFormat, PRODUCT_CURRENCY } from '../../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery';
import '../components/inventory.css';

// The product form (react-hook-form, zod) and the tag manager load when first opened: the
// list paints sooner and the route stays in budget.
const ProductDetailForm = lazy(async () => ({
  default: (await import('../components/ProductDetailForm')).ProductDetailForm,
}));
const TagManager = lazy(async () => ({
  default: (await import('../components/TagManager')).TagManager,
}));

/** 10 a page, sorted by name ascending. */
const LIST: ListConfig = {
  sorts: PRODUCT_SORTS,
  defaultSort: 'name',
  defaultOrder: 'asc',
  defaultSize: 10,
};

/**
 * The amount with the no-break space beside its currency code made an ordinary one, so a
 * narrow column may put "MXN" under the figures ("1201,20 MXN"); spaces between figures stay.
 */
function breakableBeforeCode(amount: string) {
  return amount.replace(/\u00a0(?=\D)|(?<=\D)\u00a0/g, ' ');
}

/** The detail under an expanded row: the product's form, or its loading and error states. */
function ProductDetail({
  row,
  onSaved,
  onDelete,
  onClose,
  onManageTags,
  focusName,
}: {
  row: Product;
  focusName: boolean;
  onSaved: (product: Product) => void;
  onDelete: (product: Product) => void;
  onClose: () => void;
  onManageTags: () => void;
}) {
  const { t } = useTranslation();
  const product = useProduct(row.id, row);
  if (product.isError) {
    return (
      <ErrorAlert
        error={product.error}
        title={t('inventory.detailFailed')}
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  }
  const loading = (
    <div className="text-center py-4">
      <Spinner size="sm" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
      </Spinner>
    </div>
  );
  if (!product.data) return loading;
  return (
    <Suspense fallback={loading}>
      <ProductDetailForm
        product={product.data}
        onSaved={onSaved}
        onDelete={onDelete}
        onClose={onClose}
        onManageTags={onManageTags}
        focusName={focusName}
      />
    </Suspense>
  );
}

/**
 * apps/inventory: the watch shop's products in the shared data table (search, sort,
 * pagination in the URL); a row opens its form right under it.
 */
export function InventoryPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(LIST);
  const query = list.query;
  const products = useProducts(query);
  const create = useCreateProduct();
  const { notices, notify, dismiss } = useNotices();
  const remove = useDeleteProduct();
  const deletes = useDelayedDelete<Product>({
    notify,
    remove: (product) => remove.mutateAsync({ id: product.id, version: product.version }),
    deletedText: (product) => t('inventory.done.deleted', { name: product.name }),
    restoredText: (product) => t('common.restored', { name: product.name }),
    onFailed: (product, error) =>
      notify(
        'danger',
        t('inventory.done.deleteFailed', {
          name: product.name,
          reason: error instanceof Error ? error.message : String(error),
        }),
      ),
    // Someone else changed it meanwhile: it shows again as it now stands (the list reloads).
    versions: { name: (product) => product.name },
  });
  const area = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [tagsOpen, setTagsOpenState] = useState(false);
  // Mounted from the first opening on, so that closing it can animate.
  const [everManagedTags, setEverManagedTags] = useState(false);
  const setTagsOpen = (open: boolean) => {
    if (open) setEverManagedTags(true);
    setTagsOpenState(open);
  };
  const viewKey = JSON.stringify(query);
  // A product just added stays first on the page it was added from until the view changes.
  const [pinned, setPinned] = useState<{ product: Product; view: string } | null>(null);

  // A phone has no room for the selection checkboxes: Export takes the whole list there.
  const phone = useMediaQuery(PHONE_QUERY);
  const money = useMemo(() => moneyFormat(PRODUCT_CURRENCY, i18n.language), [i18n.language]);
  const count = useMemo(() => numberFormat(i18n.language), [i18n.language]);

  // A page past the last one was answered with the last page: the URL follows.
  const shownPage = products.data?.pagination.page;
  useEffect(() => {
    if (!products.isPlaceholderData && shownPage !== undefined && shownPage !== list.params.page) {
      list.setPage(shownPage, { replace: true });
    }
  }, [shownPage, products.isPlaceholderData, list]);

  const data = useMemo<DataTablePage<Product> | undefined>(() => {
    if (!products.data) return undefined;
    const extra = pinned && pinned.view === viewKey ? pinned.product : null;
    if (!extra || products.data.items.some((item) => item.id === extra.id)) return products.data;
    return { ...products.data, items: [extra, ...products.data.items] };
  }, [products.data, pinned, viewKey]);

  function toggle(id: string) {
    setExpanded((current) => (current === id ? null : id));
  }

  function onAreaClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (
      target.closest(
        'button, a, input, select, textarea, label, [role="separator"], .inline-row-detail',
      )
    ) {
      return;
    }
    const row = target.closest<HTMLTableRowElement>('tbody > tr[data-row-id]');
    if (row?.dataset.rowId && area.current?.contains(row)) toggle(row.dataset.rowId);
  }

  function onAdd() {
    create.mutate(undefined, {
      onSuccess: (product) => {
        notify('success', t('inventory.done.created'));
        setPinned({ product, view: viewKey });
        setExpanded(product.id);
      },
    });
  }

  const columns = useMemo<ColumnDef<Product>[]>(
    () => [
      {
        id: 'thumbnail',
        size: 76,
        enableResizing: false,
        header: () => <span className="visually-hidden">{t('inventory.columns.thumbnail')}</span>,
        cell: ({ row }) => (
          <ProductImage src={row.original.thumbnail} className="inventory-thumb" />
        ),
        meta: {
          label: t('inventory.columns.thumbnail'),
          priority: 3,
          csv: (product) => product.thumbnail ?? '',
        },
      },
      {
        id: 'name',
        accessorKey: 'name',
        size: 300,
        // On a phone the name narrows (and wraps) so that price and stock stay beside it.
        minSize: 96,
        header: t('inventory.columns.name'),
        cell: ({ row }) => (
          <span className="inventory-name">
            <span className="text-truncate">{row.original.name}</span>
            {!row.original.active && (
              <span className="badge text-bg-secondary">{t('inventory.inactive')}</span>
            )}
          </span>
        ),
        meta: {
          label: t('inventory.columns.name'),
          sortField: 'name',
          locked: true,
          className: 'data-table__wrap',
        },
      },
      {
        id: 'sku',
        accessorKey: 'sku',
        size: 150,
        header: t('inventory.columns.sku'),
        cell: ({ row }) =>
          row.original.sku ? (
            <span className="font-monospace small">{row.original.sku}</span>
          ) : (
            <span className="text-body-tertiary">—</span>
          ),
        meta: { label: t('inventory.columns.sku'), sortField: 'sku', priority: 4 },
      },
      {
        id: 'price',
        accessorKey: 'price',
        // Room for the amount with its currency ("1.250,50 MXN"); on a phone it may wrap
        // at its space.
        size: 130,
        minSize: 88,
        header: t('inventory.columns.price'),
        cell: ({ row }) => (
          <span className="font-tabular">
            {breakableBeforeCode(money.format(row.original.price))}
          </span>
        ),
        meta: {
          label: t('inventory.columns.price'),
          sortField: 'price',
          align: 'end',
          priority: 1,
          className: 'data-table__wrap inventory-price',
        },
      },
      {
        id: 'stock',
        accessorKey: 'stock',
        // The figures are short: the column is as wide as its heading ("EXISTENCIAS").
        size: 80,
        header: t('inventory.columns.stock'),
        cell: ({ row }) => {
          const level = stockLevel(row.original.stock);
          return (
            <span className={`inventory-stock inventory-stock--${level}`}>
              <span className="inventory-stock__dot" aria-hidden="true" />
              <span className="font-tabular">{count.format(row.original.stock)}</span>
              {level !== 'ok' && (
                <span className="visually-hidden">
                  {level === 'low' ? t('inventory.stock.low') : t('inventory.stock.few')}
                </span>
              )}
            </span>
          );
        },
        meta: {
          label: t('inventory.columns.stock'),
          sortField: 'stock',
          align: 'end',
          priority: 1,
        },
      },
      {
        id: 'active',
        accessorKey: 'active',
        size: 100,
        header: t('inventory.columns.active'),
        cell: ({ row }) =>
          row.original.active ? (
            <i
              className="bi bi-check-circle-fill text-success"
              role="img"
              aria-label={t('inventory.active')}
            />
          ) : (
            <i
              className="bi bi-dash-circle text-body-tertiary"
              role="img"
              aria-label={t('inventory.inactive')}
            />
          ),
        meta: {
          label: t('inventory.columns.active'),
          sortField: 'active',
          align: 'center',
          // The name says "Inactive" too.
          priority: 3,
          csv: (product) => (product.active ? 'true' : 'false'),
        },
      },
    ],
    [t, money, count],
  );

  const expandedRow = expanded ? data?.items.find((item) => item.id === expanded) : undefined;

  return (
    <div className="inventory-page">
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="flex-grow-1">
          <h1 className="page-header__title">{t('inventory.title')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('inventory.subtitle')}</p>
        </div>
      </div>
      {create.isError && (
        <ErrorAlert className="mb-3" error={create.error} title={t('inventory.createFailed')} />
      )}
      {/* Row clicks open the product; the toggle button in each row does it by keyboard. */}
      <div ref={area} onClick={onAreaClick} className="inventory-table">
        <DataTable<Product>
          tableId="inventory-products"
          caption={t('inventory.caption')}
          columns={columns}
          data={deletes.withoutOnPage(data)}
          list={list}
          getRowId={(product) => product.id}
          selectable={!phone}
          loading={products.isPending}
          fetching={products.isFetching && !products.isPending}
          error={products.error}
          errorTitle={t('inventory.loadFailed')}
          onRetry={() => void products.refetch()}
          searchPlaceholder={t('inventory.searchPlaceholder')}
          rowClassName={(product) =>
            [
              'inventory-row',
              product.id === expanded ? 'is-expanded' : '',
              stockLevel(product.stock) === 'low' ? 'is-low-stock' : '',
            ].join(' ')
          }
          // One icon button.
          rowActionsWidth={48}
          rowActions={(product) => (
            <Button
              size="sm"
              variant={product.id === expanded ? 'primary' : 'outline-secondary'}
              onClick={() => toggle(product.id)}
              aria-expanded={product.id === expanded}
              aria-controls={product.id === expanded ? `product-detail-${product.id}` : undefined}
              aria-label={t('inventory.actions.details', { name: product.name })}
              title={t('inventory.actions.details', { name: product.name })}
              className="inventory-toggle"
            >
              <i
                className={`bi ${product.id === expanded ? 'bi-chevron-up' : 'bi-chevron-down'}`}
                aria-hidden="true"
              />
            </Button>
          )}
          actions={
            <>
              <Button size="sm" variant="outline-secondary" onClick={() => setTagsOpen(true)}>
                <i className="bi bi-tags me-1" aria-hidden="true" />
                {t('inventory.tags.manage')}
              </Button>
              <Button size="sm" onClick={onAdd} disabled={create.isPending}>
                {create.isPending ? (
                  <Spinner size="sm" className="me-1" aria-hidden="true" />
                ) : (
                  <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                )}
                {t('inventory.actions.add')}
              </Button>
            </>
          }
          emptyState={
            <EmptyState
              icon="bi-box-seam"
              title={t('inventory.empty.title')}
              hint={t('inventory.empty.hint')}
              action={
                <Button size="sm" onClick={onAdd} disabled={create.isPending}>
                  {t('inventory.actions.add')}
                </Button>
              }
            />
          }
          fetchPage={(page, size, signal) =>
            fetchProductsForExport({ ...query, page, size }, signal)
          }
          exportName="inventory"
        />
        {expandedRow && (
          <InlineRowDetail
            key={expandedRow.id}
            container={area}
            rowId={expandedRow.id}
            id={`product-detail-${expandedRow.id}`}
          >
            <ProductDetail
              key={expandedRow.id}
              row={expandedRow}
              focusName={pinned?.product.id === expandedRow.id}
              onSaved={(product) => {
                notify('success', t('inventory.done.saved', { name: product.name }));
                setPinned((current) =>
                  current?.product.id === product.id ? { ...current, product } : current,
                );
              }}
              onDelete={(product) => {
                deletes.start(product);
                setExpanded(null);
                setPinned((current) => (current?.product.id === expandedRow.id ? null : current));
              }}
              onClose={() => setExpanded(null)}
              onManageTags={() => setTagsOpen(true)}
            />
          </InlineRowDetail>
        )}
      </div>
      {everManagedTags ? (
        <Suspense fallback={null}>
          <TagManager show={tagsOpen} onHide={() => setTagsOpen(false)} notify={notify} />
        </Suspense>
      ) : null}
      <Toasts notices={notices} onClose={dismiss} />
    </div>
  );
}

export { InventoryPage as Component };
