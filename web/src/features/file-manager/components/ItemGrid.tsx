import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FileItem } from '../api/file-manager';
import type { FolderRef } from '../lib/paths';
import { useDragSource, useDropTarget } from './dnd';
import { folderHref } from './FolderBreadcrumb';
import { ItemIcon } from './ItemIcon';
import { useItemText } from './item-text';

export interface ItemViewProps {
  folders: readonly FileItem[];
  files: readonly FileItem[];
  /** The shown folder's ancestry (root down, itself last). */
  path: readonly FolderRef[];
  selectedId: string | null;
  onSelect: (item: FileItem) => void;
}

function DragHandle({ item, handle }: { item: FileItem; handle: object }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="fm-handle"
      {...handle}
      aria-label={t('fileManager.dnd.handle', { name: item.name })}
      title={t('fileManager.dnd.handleTitle')}
    >
      <i className="bi bi-grip-vertical" aria-hidden="true" />
    </button>
  );
}

function FolderCard({ item, path, selected, onSelect }: CardProps) {
  const { t } = useTranslation();
  const text = useItemText();
  const drag = useDragSource(item);
  const drop = useDropTarget({ folderId: item.id, name: item.name, path: [...path, item] });
  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      {...drag.pointer}
      className={`fm-card fm-card--folder fm-drop--${drop.state}${selected ? ' is-selected' : ''}${drag.isDragging ? ' is-dragging' : ''}`}
      data-testid="fm-item"
      data-item-name={item.name}
    >
      <Link to={folderHref(item.id)} className="fm-card__main" draggable={false}>
        <ItemIcon type="folder" size="lg" />
        <span className="fm-card__name" title={item.name}>
          {item.name}
        </span>
        <span className="fm-card__meta">{text.contents(item)}</span>
      </Link>
      <div className="fm-card__tools">
        <DragHandle item={item} handle={drag.handle} />
        <button
          type="button"
          className="fm-handle"
          onClick={() => onSelect(item)}
          aria-label={t('fileManager.details.show', { name: item.name })}
          aria-pressed={selected}
          title={t('fileManager.details.title')}
        >
          <i className="bi bi-info-circle" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

interface CardProps {
  item: FileItem;
  path: readonly FolderRef[];
  selected: boolean;
  onSelect: (item: FileItem) => void;
}

function FileCard({ item, selected, onSelect }: CardProps) {
  const { setNodeRef, isDragging, pointer, handle } = useDragSource(item);
  return (
    <li
      ref={setNodeRef}
      {...pointer}
      className={`fm-card fm-card--file${selected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}`}
      data-testid="fm-item"
      data-item-name={item.name}
    >
      <button
        type="button"
        className="fm-card__main"
        onClick={() => onSelect(item)}
        aria-pressed={selected}
      >
        <ItemIcon type={item.type} size="lg" label />
        <span className="fm-card__name" title={item.name}>
          {item.name}
        </span>
        <span className="fm-card__meta">{item.size}</span>
      </button>
      <div className="fm-card__tools">
        <DragHandle item={item} handle={handle} />
      </div>
    </li>
  );
}

/** Folder cards, then file cards. */
export function ItemGrid({ folders, files, path, selectedId, onSelect }: ItemViewProps) {
  const { t } = useTranslation();
  return (
    <div className="fm-grid-sections">
      {folders.length > 0 && (
        <section aria-labelledby="fm-folders-heading">
          <h2 id="fm-folders-heading" className="fm-section-title">
            {t('fileManager.sections.folders')}
          </h2>
          <ul className="fm-grid">
            {folders.map((item) => (
              <FolderCard
                key={item.id}
                item={item}
                path={path}
                selected={selectedId === item.id}
                onSelect={onSelect}
              />
            ))}
          </ul>
        </section>
      )}
      {files.length > 0 && (
        <section aria-labelledby="fm-files-heading">
          <h2 id="fm-files-heading" className="fm-section-title">
            {t('fileManager.sections.files')}
          </h2>
          <ul className="fm-grid">
            {files.map((item) => (
              <FileCard
                key={item.id}
                item={item}
                path={path}
                selected={selectedId === item.id}
                onSelect={onSelect}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
