import { useTranslation } from 'react-i18next';
import { Toasts, useNotices } from '../toasts/Toasts';
import { ExportMenu } from './ExportMenu';
import type { ListExportProps } from './ListExport';
import type { ExportFormat } from './record-export';
import { useRecordExport } from './useRecordExport';

/** ListExport's menu, loaded after the screen (see ListExport). */
export function ListExportMenu<T>({
  id,
  fileBase,
  title,
  columns,
  load,
  total,
  notify: pageNotify,
  className,
  size,
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
