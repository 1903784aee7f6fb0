import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from './useTableExport';
import { MenuHeading } from '../MenuHeading';

export interface ExportMenuProps {
  tableId: string;
  /** Rows selected; leave it out for a list without selection (no "selected" items). */
  selectedCount?: number;
  /**
   * Records in the whole filtered list; null when the list cannot be fetched whole;
   * 'unknown' when it can but its count is not known before (a feed read by cursor).
   */
  total: number | null | 'unknown';
  busy: boolean;
  /** "120 / 340" while pages arrive. */
  progress?: string;
  onExportSelected?: (format: ExportFormat) => void;
  onExportAll: (format: ExportFormat) => void;
  /** The button's size beside its neighbours: small (the default) or the regular one. */
  size?: 'sm' | 'md';
  /**
   * Only the icon shows (the word stays for screen readers and as the tooltip): always,
   * or 'below-sm' on phones only.
   */
  iconOnly?: boolean | 'below-sm';
}

const FORMATS = [
  { format: 'csv', icon: 'bi-filetype-csv', header: 'dataTable.export.csv' },
  { format: 'xlsx', icon: 'bi-file-earmark-spreadsheet', header: 'dataTable.export.xlsx' },
] as const satisfies readonly { format: ExportFormat; icon: string; header: string }[];

/** CSV or XLSX of the selected rows or of the whole filtered list. */
export function ExportMenu({
  tableId,
  selectedCount,
  total,
  busy,
  progress,
  onExportSelected,
  onExportAll,
  size = 'sm',
  iconOnly = false,
}: ExportMenuProps) {
  const { t } = useTranslation();
  const label =
    busy && progress ? t('dataTable.export.progress', { progress }) : t('dataTable.export.button');
  // While it works, the progress shows in words even on an icon-only button.
  const shown =
    busy && progress ? 'always' : iconOnly === true ? 'never' : iconOnly ? 'sm' : 'always';
  const gap = shown === 'always' ? ' me-1' : shown === 'sm' ? ' me-sm-1' : '';
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="outline-secondary"
        size={size === 'sm' ? 'sm' : undefined}
        id={`${tableId}-export`}
        data-roving-item=""
        disabled={busy}
        aria-busy={busy}
        title={shown === 'always' ? undefined : t('dataTable.export.button')}
      >
        {busy ? (
          <Spinner size="sm" className={gap.trim() || undefined} aria-hidden="true" />
        ) : (
          <i className={`bi bi-download${gap}`} aria-hidden="true" />
        )}
        {shown === 'always' && label}
        {shown === 'never' && <span className="visually-hidden">{label}</span>}
        {shown === 'sm' && (
          <>
            <span className="d-none d-sm-inline">{label}</span>
            <span className="visually-hidden d-sm-none">{label}</span>
          </>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow">
        {FORMATS.map(({ format, icon, header }, index) => (
          <div key={format} role="group" aria-label={t(header)}>
            {index > 0 && <Dropdown.Divider />}
            <MenuHeading>
              <i className={`bi ${icon} me-1`} aria-hidden="true" />
              {t(header)}
            </MenuHeading>
            {selectedCount !== undefined && (
              <Dropdown.Item
                as="button"
                disabled={selectedCount === 0}
                onClick={() => onExportSelected?.(format)}
              >
                <i className="bi bi-check2-square me-2" aria-hidden="true" />
                {t(
                  format === 'csv' ? 'dataTable.export.selected' : 'dataTable.export.selectedXlsx',
                  { count: selectedCount },
                )}
              </Dropdown.Item>
            )}
            {total !== null && (
              <Dropdown.Item as="button" disabled={total === 0} onClick={() => onExportAll(format)}>
                <i className="bi bi-funnel me-2" aria-hidden="true" />
                {total === 'unknown'
                  ? t(
                      format === 'csv'
                        ? 'dataTable.export.allList'
                        : 'dataTable.export.allListXlsx',
                    )
                  : t(format === 'csv' ? 'dataTable.export.all' : 'dataTable.export.allXlsx', {
                      count: total,
                    })}
              </Dropdown.Item>
            )}
          </div>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
