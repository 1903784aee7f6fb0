import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FileItem } from '../api/file-manager';
import { isFolder } from '../lib/file-types';
import type { FolderRef } from '../lib/paths';
import { useDragSource, useDropTarget } from './dnd';
import { folderHref } from './FolderBreadcrumb';
import type { ItemViewProps } from './ItemGrid';
import { ItemIcon } from './ItemIcon';
import { useItemText } from './item-text';

interface RowProps {
  item: FileItem;
  path: readonly FolderRef[];
  selected: boolean;
  onSelect: (item: FileItem) => void;
}

function ItemRow({ item, path, selected, onSelect }: RowProps) {
  const { t } = useTranslation();
  const text = useItemText();
  const folder = isFolder(item);
  const drag = useDragSource(item);
  const drop = useDropTarget(
    { folderId: item.id, name: item.name, path: [...path, item] },
    { disabled: !folder },
  );
  return (
    <tr
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      {...drag.pointer}
      onClick={() => onSelect(item)}
      className={`fm-row${folder ? ` fm-drop--${drop.state}` : ''}${selected ? ' is-selected' : ''}${drag.isDragging ? ' is-dragging' : ''}`}
      aria-selected={selected}
      data-testid="fm-item"
      data-item-name={item.name}
    >
      <td className="fm-row__handle">
        <button
          type="button"
          className="fm-handle"
          {...drag.handle}
          aria-label={t('fileManager.dnd.handle', { name: item.name })}
          title={t('fileManager.dnd.handleTitle')}
          onClick={(event) => event.stopPropagation()}
        >
          <i className="bi bi-grip-vertical" aria-hidden="true" />
        </button>
      </td>
      <td className="fm-row__name">
        <span className="d-flex align-items-center gap-2 min-w-0">
          <ItemIcon type={item.type} size="sm" />
          {folder ? (
            <Link
              to={folderHref(item.id)}
              className="text-truncate fw-medium"
              draggable={false}
              onClick={(event) => event.stopPropagation()}
            >
              {item.name}
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn-link p-0 text-truncate fw-medium text-body text-start"
              onClick={(event) => {
                event.stopPropagation();
                onSelect(item);
              }}
            >
              {item.name}
            </button>
          )}
        </span>
      </td>
      <td className="text-body-secondary">{text.typeName(item)}</td>
      <td className="text-body-secondary text-nowrap">
        {folder ? `${item.size} · ${text.contents(item)}` : item.size}
      </td>
      <td className="text-body-secondary text-nowrap d-none d-md-table-cell">
        <time dateTime={item.modifiedAt}>{text.date(item.modifiedAt)}</time>
      </td>
      <td className="text-body-secondary text-nowrap d-none d-lg-table-cell">{item.createdBy}</td>
    </tr>
  );
}

/** One table: folders first, then files. */
export function ItemTable({ folders, files, path, selectedId, onSelect }: ItemViewProps) {
  const { t } = useTranslation();
  return (
    <Table hover responsive className="fm-table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col" className="fm-row__handle">
            <span className="visually-hidden">{t('fileManager.dnd.column')}</span>
          </th>
          <th scope="col">{t('fileManager.columns.name')}</th>
          <th scope="col">{t('fileManager.columns.type')}</th>
          <th scope="col">{t('fileManager.columns.size')}</th>
          <th scope="col" className="d-none d-md-table-cell">
            {t('fileManager.columns.modified')}
          </th>
          <th scope="col" className="d-none d-lg-table-cell">
            {t('fileManager.columns.createdBy')}
          </th>
        </tr>
      </thead>
      <tbody>
        {[...folders, ...files].map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            path={path}
            selected={selectedId === item.id}
            onSelect={onSelect}
          />
        ))}
      </tbody>
    </Table>
  );
}
