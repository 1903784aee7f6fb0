import {
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Modifier,
  pointerWithin,
  rectIntersection,
  useDndContext,
  useDraggable,
  useDroppable,
} from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import type { KeyboardEventHandler, PointerEventHandler } from 'react';
import type { FileItem } from '../api/file-manager';
import { canDropInto, type FolderRef } from '../lib/paths';

/** What a dragged card or row carries. */
export interface DragData {
  item: FileItem;
}

/** What a folder card, row or breadcrumb item accepts drops as. */
export interface DropData {
  folderId: string | null;
  name: string;
  /** The target's ancestry from the root down, the target itself last. */
  path: readonly FolderRef[];
}

/** candidate: a drag is on and this target would take it. */
export type DropState = 'idle' | 'candidate' | 'allowed' | 'refused';

export function draggedItem(data: unknown): FileItem | null {
  return (data as DragData | undefined)?.item ?? null;
}

/** A folder (or the root) that accepts items, and how it should look right now. */
export function useDropTarget(target: DropData, { disabled = false } = {}) {
  const { active } = useDndContext();
  const dragged = draggedItem(active?.data.current);
  const allowed = dragged && !disabled ? canDropInto(dragged, target.folderId, target.path) : false;
  const { setNodeRef, isOver } = useDroppable({
    id: `folder:${target.folderId ?? 'root'}`,
    data: target,
    disabled,
  });
  const state: DropState = !dragged
    ? 'idle'
    : isOver
      ? allowed
        ? 'allowed'
        : 'refused'
      : allowed
        ? 'candidate'
        : 'idle';
  return { setNodeRef, state };
}

/** A card or row that can be picked up: pointer anywhere on it, keyboard on its handle. */
export function useDragSource(item: FileItem) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: `item:${item.id}`,
    data: { item } satisfies DragData,
  });
  return {
    setNodeRef,
    isDragging,
    /** For the card or row itself. */
    pointer: { onPointerDown: listeners?.onPointerDown as PointerEventHandler | undefined },
    /** For the grip button: keyboard pick-up, drop and cancel. */
    handle: {
      ...attributes,
      onKeyDown: listeners?.onKeyDown as KeyboardEventHandler | undefined,
    },
  };
}

/**
 * Where an item lands: under the pointer when a pointer drags it (cards are large, the
 * breadcrumb is small), else (keyboard) the target its rectangle overlaps most.
 */
export const dropUnderPointer: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

/** Keeps the dragged chip centred under the pointer instead of where the card was. */
export const centreOnPointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  const start = activatorEvent ? getEventCoordinates(activatorEvent) : null;
  if (!draggingNodeRect || !start) return transform;
  return {
    ...transform,
    x: transform.x + start.x - draggingNodeRect.left - draggingNodeRect.width / 2,
    y: transform.y + start.y - draggingNodeRect.top - draggingNodeRect.height / 2,
  };
};

const ARROWS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * Keyboard moves jump from one folder (card, row or breadcrumb item) to the nearest one
 * in the arrow's direction, instead of creeping 25 pixels at a time.
 */
export const jumpBetweenFolders: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const direction = ARROWS[event.code];
  const rect = context.collisionRect;
  if (!direction || !rect) return undefined;
  event.preventDefault();
  const centreX = rect.left + rect.width / 2;
  const centreY = rect.top + rect.height / 2;
  let best: { dx: number; dy: number; score: number } | null = null;
  for (const container of context.droppableContainers.getEnabled()) {
    const target = context.droppableRects.get(container.id);
    if (!target) continue;
    const dx = target.left + target.width / 2 - centreX;
    const dy = target.top + target.height / 2 - centreY;
    const along = dx * direction[0] + dy * direction[1];
    if (along <= 1) continue;
    const across = Math.abs(dx * direction[1]) + Math.abs(dy * direction[0]);
    const score = along + 2 * across;
    if (!best || score < best.score) best = { dx, dy, score };
  }
  if (!best) return undefined;
  return { x: currentCoordinates.x + best.dx, y: currentCoordinates.y + best.dy };
};
