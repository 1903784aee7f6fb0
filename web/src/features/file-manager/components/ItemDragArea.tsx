import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem, FolderId } from '../api/file-manager';
import { canDropInto } from '../lib/paths';
import {
  centreOnPointer,
  type DropData,
  draggedItem,
  dropUnderPointer,
  jumpBetweenFolders,
} from './dnd';
import { ItemIcon } from './ItemIcon';
import { measuringFirst } from '../../../components/dnd/measure-first';

/**
 * Items dragged onto folders (mouse, touch, or Space and the arrow keys), with what
 * happens read out in words and a chip under the pointer; a drop where the item may go
 * calls `onMove`.
 */
export function ItemDragArea({
  onMove,
  children,
}: {
  onMove: (item: FileItem, target: { id: FolderId; name: string }) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<FileItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: measuringFirst(jumpBetweenFolders) }),
  );

  function onDragEnd(event: DragEndEvent) {
    setDragging(null);
    const item = draggedItem(event.active.data.current);
    const target = event.over?.data.current as DropData | undefined;
    if (!item || !target || !canDropInto(item, target.folderId, target.path)) return;
    onMove(item, { id: target.folderId, name: target.name });
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('fileManager.dnd.picked', { name: draggedItem(active.data.current)?.name ?? '' }),
    onDragOver: ({ active, over }) => {
      const item = draggedItem(active.data.current);
      const target = over?.data.current as DropData | undefined;
      if (!item || !target) return t('fileManager.dnd.notOver');
      return canDropInto(item, target.folderId, target.path)
        ? t('fileManager.dnd.over', { folder: target.name })
        : t('fileManager.dnd.refused', { folder: target.name });
    },
    onDragEnd: ({ active, over }) => {
      const item = draggedItem(active.data.current);
      const target = over?.data.current as DropData | undefined;
      return item && target && canDropInto(item, target.folderId, target.path)
        ? t('fileManager.dnd.dropped', { name: item.name, folder: target.name })
        : t('fileManager.dnd.cancelled');
    },
    onDragCancel: () => t('fileManager.dnd.cancelled'),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropUnderPointer}
      onDragStart={(event) => setDragging(draggedItem(event.active.data.current))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('fileManager.dnd.instructions') },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null} modifiers={[centreOnPointer]}>
        {dragging ? (
          <div className="fm-drag-chip">
            <ItemIcon type={dragging.type} size="sm" />
            <span className="text-truncate">{dragging.name}</span>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
