import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

export interface ExportMenuProps {
  tableId: string;
  selectedCount: number;
  /** Records in the whole filtered list; null when the list cannot be fetched whole. */
  total: number | null;
  busy: boolean;
  /** "120 / 340" while pages arrive. */
  progress?: string;
  onExportSelected: () => void;
  onExportAll: () => void;
}

/** CSV of the selected rows or of the whole filtered list. */
export function ExportMenu({
  tableId,
  selectedCount,
  total,
  busy,
  progress,
  onExportSelected,
  onExportAll,
}: ExportMenuProps) {
  const { t } = useTranslation();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        id={`${tableId}-export`}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? (
          <Spinner size="sm" className="me-1" aria-hidden="true" />
        ) : (
          <i className="bi bi-filetype-csv me-1" aria-hidden="true" />
        )}
        {busy && progress
          ? t('dataTable.export.progress', { progress })
          : t('dataTable.export.button')}
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow">
        <Dropdown.Item as="button" disabled={selectedCount === 0} onClick={onExportSelected}>
          <i className="bi bi-check2-square me-2" aria-hidden="true" />
          {t('dataTable.export.selected', { count: selectedCount })}
        </Dropdown.Item>
        {total !== null && (
          <Dropdown.Item as="button" disabled={total === 0} onClick={onExportAll}>
            <i className="bi bi-funnel me-2" aria-hidden="true" />
            {t('dataTable.export.all', { count: total })}
          </Dropdown.Item>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
