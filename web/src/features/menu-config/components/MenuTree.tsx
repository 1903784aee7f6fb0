import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '../../../components/icons';
import type { MenuItem } from '../lib/menu-tree';
import { measuringFirst } from '../../../components/dnd/measure-first';

export interface MenuTreeProps {
  items: readonly MenuItem[];
  /** The item's name as the reader sees it. */
  nameOf: (item: MenuItem) => string;
  selectedId: string | null;
  /** Items with a problem (before saving, or as the server named them), by id. */
  problems: ReadonlyMap<string, string>;
  onSelect: (id: string) => void;
  /** Move the item at `from` to `to` among the children of `parentId` (null: the top). */
  onMove: (parentId: string | null, from: number, to: number) => void;
  onDelete: (item: MenuItem) => void;
}

type RowProps = Omit<MenuTreeProps, 'items'> & {
  item: MenuItem;
  index: number;
  count: number;
  parentId: string | null;
};

function TreeRow({ item, index, count, parentId, ...tree }: RowProps) {
  const { t } = useTranslation();
  const { nameOf, selectedId, problems, onSelect, onMove, onDelete } = tree;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  const name = nameOf(item);
  const problem = problems.get(item.id);
  const selected = item.id === selectedId;
  const type = t(`menuConfig.types.${item.type}`);
  const problemId = `menu-item-problem-${item.id}`;
  return (
    <li
      ref={setNodeRef}
      className={`menu-tree__entry${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-item-id={item.id}
    >
      <div
        className={`menu-tree__row${selected ? ' is-selected' : ''}${problem ? ' is-invalid' : ''}${item.hidden ? ' is-hidden' : ''}`}
        data-testid="menu-tree-row"
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="menu-tree__grip"
          {...attributes}
          {...listeners}
          aria-label={t('menuConfig.dnd.grip', { name })}
          title={t('menuConfig.dnd.grip', { name })}
        >
          <i className="bi bi-grip-vertical" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="menu-tree__select"
          aria-pressed={selected}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => onSelect(item.id)}
        >
          {item.type === 'divider' || item.type === 'spacer' ? (
            <i className="bi bi-dash-lg menu-tree__icon" aria-hidden="true" />
          ) : item.icon ? (
            <AppIcon name={item.icon} className="menu-tree__icon" />
          ) : (
            <i className="bi bi-dot menu-tree__icon" aria-hidden="true" />
          )}
          <span className="menu-tree__text">
            <span className="menu-tree__name">{name}</span>
            <span className="menu-tree__meta">
              <span className="menu-tree__type">{type}</span>
              {item.link ? <span className="menu-tree__link">{item.link}</span> : null}
            </span>
          </span>
          {item.badge?.title ? (
            <span className={`badge ${item.badge.classes || 'text-bg-primary'}`}>
              {item.badge.title}
            </span>
          ) : null}
          {item.hidden ? (
            <span className="badge text-bg-secondary">{t('menuConfig.hiddenBadge')}</span>
          ) : null}
        </button>
        <span className="menu-tree__actions">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            data-move="up"
            disabled={index === 0}
            aria-label={t('menuConfig.actions.moveUp', { name })}
            title={t('menuConfig.actions.moveUp', { name })}
            onClick={() => onMove(parentId, index, index - 1)}
          >
            <i className="bi bi-arrow-up" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            data-move="down"
            disabled={index === count - 1}
            aria-label={t('menuConfig.actions.moveDown', { name })}
            title={t('menuConfig.actions.moveDown', { name })}
            onClick={() => onMove(parentId, index, index + 1)}
          >
            <i className="bi bi-arrow-down" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={t('menuConfig.actions.delete', { name })}
            title={t('menuConfig.actions.delete', { name })}
            onClick={() => onDelete(item)}
          >
            <i className="bi bi-trash3" aria-hidden="true" />
          </button>
        </span>
      </div>
      {problem ? (
        <p className="menu-tree__problem" id={problemId}>
          <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
          {problem}
        </p>
      ) : null}
      {item.children && item.children.length > 0 ? (
        <TreeList {...tree} items={item.children} parentId={item.id} />
      ) : null}
    </li>
  );
}

/** One list of siblings, sortable among themselves (mouse, touch, or Space and arrows). */
function TreeList({
  items,
  parentId,
  ...tree
}: Omit<MenuTreeProps, 'items'> & { items: readonly MenuItem[]; parentId: string | null }) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: measuringFirst(sortableKeyboardCoordinates) }),
  );
  const ids = items.map((item) => item.id);
  const nameOf = (id: string | number) => {
    const item = items.find((one) => one.id === String(id));
    return item ? tree.nameOf(item) : String(id);
  };
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    tree.onMove(parentId, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('menuConfig.dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) =>
            t('menuConfig.dnd.start', { name: nameOf(active.id), position: positionOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('menuConfig.dnd.over', { name: nameOf(active.id), position: positionOf(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('menuConfig.dnd.end', { name: nameOf(active.id), position: positionOf(over.id) })
              : t('menuConfig.dnd.cancel', { name: nameOf(active.id) }),
          onDragCancel: ({ active }) => t('menuConfig.dnd.cancel', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={`menu-tree__list${parentId ? ' menu-tree__list--nested' : ''}`}>
          {items.map((item, index) => (
            <TreeRow
              key={item.id}
              {...tree}
              item={item}
              index={index}
              count={items.length}
              parentId={parentId}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/**
 * The side menu's items as a tree: choose one to edit it, drag it by its grip (or Space
 * and the arrow keys) or move it with its buttons among its siblings, delete it.
 */
export function MenuTree({ items, ...tree }: MenuTreeProps) {
  return <TreeList {...tree} items={items} parentId={null} />;
}
