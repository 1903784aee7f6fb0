import { type ComponentType, lazy, Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../toasts/Toasts';
import type { ExportColumn, ExportLoader } from './record-export';

export interface ListExportProps<T> {
  /** Names the menu's button (`<id>-export`). */
  id: string;
  /** The file name before its date: `contacts` → `contacts-2026-11-23.csv`. */
  fileBase: string;
  /** The sheet's title in an XLSX. */
  title: string;
  columns: readonly ExportColumn<T>[];
  /** Fetches every record matching the screen's current filters (all pages). */
  load: ExportLoader<T>;
  /** Records matching the filters, for the menu; 'unknown' when the list cannot count them. */
  total: number | 'unknown';
  /** The page's notices; without them the menu shows its own. */
  notify?: (variant: Notice['variant'], text: string) => void;
  className?: string;
  /** The button's size: regular (the default, beside regular buttons) or small. */
  size?: 'sm' | 'md';
  /** Only the icon shows (a narrow header): always, or 'below-sm' on phones only. */
  iconOnly?: boolean | 'below-sm';
}

// The menu (the export, its notices, react-bootstrap's Dropdown) loads after the screen, so
// the lists' route chunks stay within their budget; a still button stands in until then.
const ListExportMenu = lazy(() =>
  import('./ListExportMenu').then((module) => ({
    default: module.ListExportMenu as ComponentType<ListExportProps<unknown>>,
  })),
);

/**
 * "Export" for the lists that are not data tables: the whole filtered list as CSV or XLSX,
 * written as the data table writes it (useRecordExport). While it runs the button spins
 * and counts; a notice says what was written, or why not.
 */
export function ListExport<T>(props: ListExportProps<T>) {
  const { t } = useTranslation();
  const { size = 'md', iconOnly } = props;
  const label = t('dataTable.export.button');
  return (
    <Suspense
      fallback={
        <div className={props.className}>
          <Button
            variant="outline-secondary"
            size={size === 'sm' ? 'sm' : undefined}
            disabled
            className="dropdown-toggle"
            title={iconOnly ? label : undefined}
            aria-label={label}
          >
            <i
              className={`bi bi-download${iconOnly === true ? '' : iconOnly ? ' me-sm-1' : ' me-1'}`}
              aria-hidden="true"
            />
            <span
              className={
                iconOnly === true ? 'visually-hidden' : iconOnly ? 'd-none d-sm-inline' : undefined
              }
            >
              {label}
            </span>
          </Button>
        </div>
      }
    >
      <ListExportMenu {...(props as ListExportProps<unknown>)} size={size} />
    </Suspense>
  );
}
