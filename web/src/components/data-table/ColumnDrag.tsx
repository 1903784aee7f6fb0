import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Headers dragged by their grip (mouse or touch), with what happens read out in words:
 * `labelOf` names a column by its id. The keyboard moves a column from its header
 * (Alt and an arrow key, useHeaderKeys.ts), so the grip is no Tab stop of its own.
 */
export function ColumnDrag({
  labelOf,
  onMove,
  children,
}: {
  labelOf: (id: string) => string;
  onMove: (id: string, overId: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const name = (id: string | number) => labelOf(String(id));
  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        // The instructions and the live region go to the body: the context sits in <thead>.
        container: document.body,
        screenReaderInstructions: { draggable: t('dataTable.dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('dataTable.dnd.start', { column: name(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('dataTable.dnd.over', { column: name(active.id), target: name(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('dataTable.dnd.end', { column: name(active.id), target: name(over.id) })
              : t('dataTable.dnd.cancel', { column: name(active.id) }),
          onDragCancel: ({ active }) => t('dataTable.dnd.cancel', { column: name(active.id) }),
        },
      }}
    >
      {children}
    </DndContext>
  );
}
