import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuHeading } from '../MenuHeading';

export interface ChooserColumn {
  id: string;
  label: string;
  visible: boolean;
  /** Cannot be hidden. */
  locked?: boolean;
  /** Left out to fit the card's width: switching it on keeps it in sight. */
  fitted?: boolean;
}

export interface ColumnChooserProps {
  /** In their current order. */
  columns: ChooserColumn[];
  onVisible: (id: string, visible: boolean) => void;
  onMove: (id: string, delta: -1 | 1) => void;
  onReset: () => void;
  customised: boolean;
  tableId: string;
}

/** Show, hide and reorder a table's columns; the table remembers the choice. */
export function ColumnChooser({
  columns,
  onVisible,
  onMove,
  onReset,
  customised,
  tableId,
}: ColumnChooserProps) {
  const { t } = useTranslation();
  // The list is built when first opened: every table shows this menu, few people open it,
  // and its rows would cost each list's first screen.
  const [opened, setOpened] = useState(false);
  return (
    <Dropdown autoClose="outside" align="end" onToggle={(show) => show && setOpened(true)}>
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        id={`${tableId}-columns`}
        data-roving-item=""
      >
        <i className="bi bi-layout-three-columns me-1" aria-hidden="true" />
        {t('dataTable.columns.button')}
      </Dropdown.Toggle>
      <Dropdown.Menu className="data-table-chooser shadow" role="group">
        {opened ? (
          <>
            <MenuHeading>{t('dataTable.columns.title')}</MenuHeading>
            <ul className="list-unstyled mb-0">
              {columns.map((column, index) => (
                <li key={column.id} className="d-flex align-items-center gap-1 px-3 py-1">
                  <Form.Check
                    type="switch"
                    role="switch"
                    id={`${tableId}-column-${column.id}`}
                    className="flex-grow-1 mb-0 text-truncate"
                    label={
                      column.fitted ? (
                        <>
                          {column.label}{' '}
                          <span className="data-table-chooser__fitted">
                            {t('dataTable.columns.fitted')}
                          </span>
                        </>
                      ) : (
                        column.label
                      )
                    }
                    title={column.fitted ? t('dataTable.columns.fittedHint') : undefined}
                    checked={column.visible}
                    disabled={column.locked}
                    onChange={(event) => onVisible(column.id, event.target.checked)}
                  />
                  <Button
                    size="sm"
                    variant="link"
                    className="p-1 text-body-secondary"
                    disabled={index === 0}
                    onClick={() => onMove(column.id, -1)}
                    aria-label={t('dataTable.columns.moveEarlier', { column: column.label })}
                    title={t('dataTable.columns.moveEarlier', { column: column.label })}
                  >
                    <i className="bi bi-arrow-up" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    className="p-1 text-body-secondary"
                    disabled={index === columns.length - 1}
                    onClick={() => onMove(column.id, 1)}
                    aria-label={t('dataTable.columns.moveLater', { column: column.label })}
                    title={t('dataTable.columns.moveLater', { column: column.label })}
                  >
                    <i className="bi bi-arrow-down" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            <Dropdown.Divider />
            <div className="px-3 pb-1">
              <Button
                size="sm"
                variant="outline-secondary"
                className="w-100"
                disabled={!customised}
                onClick={onReset}
              >
                <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
                {t('dataTable.columns.reset')}
              </Button>
            </div>
          </>
        ) : null}
      </Dropdown.Menu>
    </Dropdown>
  );
}
