import { useTranslation } from 'react-i18next';
import { type Notice, Toasts, useNotices } from '../toasts/Toasts';
import { ExportMenu } from './ExportMenu';
import type { ExportColumn, ExportFormat, ExportLoader } from './record-export';
import { useRecordExport } from './useRecordExport';

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

/**
 * "Export" for the lists that are not data tables: the whole filtered list as CSV or XLSX,
 * written as the data table writes it (useRecordExport). While it runs the button spins
 * and counts; a notice says what was written, or why not.
 */
export function ListExport<T>({
  id,
  fileBase,
  title,
  columns,
  load,
  total,
  notify: pageNotify,
  className,
  size = 'md',
  iconOnly,
}: ListExportProps<T>) {
  const { t } = useTranslation();
  const own = useNotices();
  const notify = pageNotify ?? own.notify;
  const exporter = useRecordExport<T>({ fileBase, title, columns: () => columns, load });

  async function onExport(format: ExportFormat) {
    const result = await exporter.exportAll(format);
    if (!result) return;
    if (result.fileName !== undefined) {
      notify('success', t('dataTable.export.done', { count: result.count, file: result.fileName }));
      return;
    }
    const { error } = result;
    notify(
      'danger',
      `${t('dataTable.export.failed')}${error instanceof Error ? ` ${error.message}` : ''}`,
    );
  }

  return (
    <div className={className} data-testid={`${id}-export-menu`}>
      <ExportMenu
        tableId={id}
        total={total}
        busy={exporter.progress !== null}
        progress={exporter.progress || undefined}
        onExportAll={(format) => void onExport(format)}
        size={size}
        iconOnly={iconOnly}
      />
      {!pageNotify && <Toasts notices={own.notices} onClose={own.dismiss} />}
    </div>
  );
}
