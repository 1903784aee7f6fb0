import { useCallback, useMemo, useState } from 'react';
import type { DataTablePage } from './DataTable';

/** The class of the row of a record just created, highlighted (data-table.css). */
export const JUST_CREATED_CLASS = 'data-table__row--new';

/**
 * Keeps a record just created first in its list, highlighted, whatever the sort or page:
 * a new "Coffee card" sorted by name would otherwise land on another page. It stays until
 * the view changes (search, filters, sort, page) or the page is loaded again.
 *
 * `view` is what names the list's view, e.g. `list.query`.
 */
export function useJustCreated<T extends { id: string }>(view: unknown) {
  const viewKey = JSON.stringify(view);
  const [state, setState] = useState<{ record: T; view: string } | null>(null);
  const record = state && state.view === viewKey ? state.record : null;

  const show = useCallback((created: T) => setState({ record: created, view: viewKey }), [viewKey]);

  /** The page with the record first: the page's own copy when it holds it, fresher. */
  const pin = useCallback(
    <P extends DataTablePage<T>>(page: P | undefined): P | undefined => {
      if (!page || !record) return page;
      const own = page.items.find((item) => item.id === record.id);
      const rest = page.items.filter((item) => item.id !== record.id);
      return { ...page, items: [own ?? record, ...rest] };
    },
    [record],
  );

  const isNew = useCallback((row: T) => row.id === record?.id, [record]);

  return useMemo(
    () => ({
      record,
      show,
      pin,
      isNew,
      /** For DataTable's rowClassName, joined with the list's own class. */
      rowClassName: (row: T, own?: string) =>
        [own, isNew(row) ? JUST_CREATED_CLASS : undefined].filter(Boolean).join(' ') || undefined,
    }),
    [record, show, pin, isNew],
  );
}
