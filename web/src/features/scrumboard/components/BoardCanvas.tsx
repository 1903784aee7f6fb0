import {
  type Announcements,
  closestCenter,
  closestCorners,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Board, BoardList, Card } from '../api/scrumboard-api';
import { type CardMove, positionAt } from '../lib/board-logic';
import { CardTileView } from './CardTile';
import { type DragKind, ListColumn, TitleForm } from './ListColumn';
import { measuringFirst } from '../../../components/dnd/measure-first';

type DragData =
  | { type: 'card'; card: Card }
  | { type: 'list'; list: BoardList }
  | { type: 'end'; listId: string };

const dataOf = (item: { data: { current?: unknown } } | null | undefined) =>
  item?.data.current as DragData | undefined;

/**
 * Lists collide only with lists; cards with cards and with the end of each list. With a
 * pointer, the card under it wins; otherwise the nearest.
 */
const collisions: CollisionDetection = (args) => {
  const kind = dataOf(args.active)?.type;
  const droppableContainers = args.droppableContainers.filter((container) => {
    const type = dataOf(container)?.type;
    return kind === 'list' ? type === 'list' : type === 'card' || type === 'end';
  });
  const scoped = { ...args, droppableContainers };
  if (kind === 'list') return closestCenter(scoped);
  const hits = pointerWithin(scoped);
  if (hits.length > 0) {
    const cards = hits.filter((hit) => dataOf(hit.data?.droppableContainer)?.type === 'card');
    return cards.length > 0 ? cards : hits;
  }
  return closestCorners(scoped);
};

export interface BoardCanvasProps {
  board: Board;
  onOpenCard: (card: Card) => void;
  onMoveCard: (move: CardMove) => void;
  onMoveList: (move: { id: string; position: number }) => void;
  onAddList: (title: string) => Promise<unknown>;
  onAddCard: (listId: string, title: string) => Promise<unknown>;
  onRenameList: (list: BoardList, title: string) => Promise<unknown>;
  onDeleteList: (list: BoardList) => void;
}

/**
 * The board: lists side by side (scrolling sideways), cards in them. Cards and lists
 * move by dragging: with a pointer, or with the keyboard (Space on a handle to pick up,
 * arrows to move, Space to drop, Escape to cancel), each step announced.
 */
export function BoardCanvas({
  board,
  onOpenCard,
  onMoveCard,
  onMoveList,
  onAddList,
  onAddCard,
  onRenameList,
  onDeleteList,
}: BoardCanvasProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<DragData | null>(null);
  const [overList, setOverList] = useState<string | null>(null);
  const [addingList, setAddingList] = useState(false);
  const [focusCardId, setFocusCardId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: measuringFirst(sortableKeyboardCoordinates) }),
  );
  const dragKind: DragKind =
    active?.type === 'card' || active?.type === 'list' ? active.type : null;

  const listOf = (id: string) => board.lists.find((list) => list.id === id);
  const listTitle = (id: string | undefined) => (id ? (listOf(id)?.title ?? '') : '');
  /** The list and place a card would land on, over `over`. */
  function target(
    card: Card,
    over: DragData | undefined,
  ): { listId: string; index: number } | null {
    if (!over) return null;
    if (over.type === 'end') {
      const list = listOf(over.listId);
      return list
        ? { listId: list.id, index: list.cards.filter((one) => one.id !== card.id).length }
        : null;
    }
    if (over.type === 'card') {
      const list = listOf(over.card.listId);
      if (!list) return null;
      return {
        listId: list.id,
        index: Math.max(
          0,
          list.cards.findIndex((one) => one.id === over.card.id),
        ),
      };
    }
    return null;
  }

  const announcements: Announcements = {
    onDragStart: ({ active: item }) => {
      const data = dataOf(item);
      if (data?.type === 'card') {
        return t('scrumboard.dnd.pickedUpCard', {
          title: data.card.title,
          list: listTitle(data.card.listId),
        });
      }
      if (data?.type === 'list')
        return t('scrumboard.dnd.pickedUpList', { title: data.list.title });
      return undefined;
    },
    onDragOver: ({ active: item, over }) => {
      const data = dataOf(item);
      if (data?.type === 'card') {
        const place = target(data.card, dataOf(over));
        return place
          ? t('scrumboard.dnd.cardOver', {
              title: data.card.title,
              list: listTitle(place.listId),
              position: place.index + 1,
            })
          : t('scrumboard.dnd.overNone', { title: data.card.title });
      }
      if (data?.type === 'list') {
        const index = board.lists.findIndex((list) => list.id === over?.id);
        return index >= 0
          ? t('scrumboard.dnd.listOver', { title: data.list.title, position: index + 1 })
          : t('scrumboard.dnd.overNone', { title: data.list.title });
      }
      return undefined;
    },
    onDragEnd: ({ active: item, over }) => {
      const data = dataOf(item);
      const title =
        data?.type === 'card' ? data.card.title : data?.type === 'list' ? data.list.title : '';
      if (!over) return t('scrumboard.dnd.droppedNone', { title });
      if (data?.type === 'card') {
        const place = target(data.card, dataOf(over));
        return place
          ? t('scrumboard.dnd.cardDropped', {
              title,
              list: listTitle(place.listId),
              position: place.index + 1,
            })
          : t('scrumboard.dnd.droppedNone', { title });
      }
      const index = board.lists.findIndex((list) => list.id === over.id);
      return t('scrumboard.dnd.listDropped', { title, position: index + 1 });
    },
    onDragCancel: ({ active: item }) => {
      const data = dataOf(item);
      const title =
        data?.type === 'card' ? data.card.title : data?.type === 'list' ? data.list.title : '';
      return t('scrumboard.dnd.cancelled', { title });
    },
  };

  function onDragStart({ active: item, activatorEvent }: DragStartEvent) {
    setActive(dataOf(item) ?? null);
    if (!(activatorEvent instanceof KeyboardEvent)) setFocusCardId(null);
  }

  function onDragOver({ over }: DragOverEvent) {
    const data = dataOf(over);
    setOverList(
      data?.type === 'card' ? data.card.listId : data?.type === 'end' ? data.listId : null,
    );
  }

  function onDragEnd({ active: item, over, activatorEvent }: DragEndEvent) {
    setActive(null);
    setOverList(null);
    const data = dataOf(item);
    if (!over || over.id === item.id || !data) return;
    if (data.type === 'card') {
      const place = target(data.card, dataOf(over));
      if (!place) return;
      const from = listOf(data.card.listId);
      const at = from?.cards.findIndex((one) => one.id === data.card.id) ?? -1;
      if (place.listId === data.card.listId && place.index === at) return;
      if (activatorEvent instanceof KeyboardEvent) setFocusCardId(data.card.id);
      onMoveCard({ cardId: data.card.id, ...place });
    } else if (data.type === 'list' && dataOf(over)?.type === 'list') {
      const others = board.lists.filter((list) => list.id !== data.list.id);
      const to = board.lists.findIndex((list) => list.id === over.id);
      if (to < 0) return;
      onMoveList({ id: data.list.id, position: positionAt(others, to) });
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActive(null);
        setOverList(null);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('scrumboard.dnd.instructions') },
      }}
    >
      <div
        className="sb-board"
        role="region"
        aria-label={t('scrumboard.board.lists', { title: board.title })}
        tabIndex={0}
        data-testid="sb-board"
      >
        <SortableContext
          items={board.lists.map((list) => list.id)}
          strategy={horizontalListSortingStrategy}
        >
          {board.lists.map((list) => (
            <ListColumn
              key={list.id}
              list={list}
              dragKind={dragKind}
              focusCardId={focusCardId}
              overList={
                overList === list.id && active?.type === 'card' && active.card.listId !== list.id
              }
              onOpenCard={onOpenCard}
              onAddCard={(title) => onAddCard(list.id, title)}
              onRename={(title) => onRenameList(list, title)}
              onDelete={() => onDeleteList(list)}
            />
          ))}
        </SortableContext>
        <div className="sb-list sb-list--new">
          {addingList ? (
            <TitleForm
              id="sb-add-list"
              label={t('scrumboard.list.newTitle')}
              submitLabel={t('scrumboard.actions.addList')}
              onSubmit={onAddList}
              onCancel={() => setAddingList(false)}
            />
          ) : (
            <Button variant="outline-primary" className="w-100" onClick={() => setAddingList(true)}>
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('scrumboard.actions.addList')}
            </Button>
          )}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {active?.type === 'card' ? (
          <CardTileView card={active.card} overlay />
        ) : active?.type === 'list' ? (
          <div className="sb-list sb-list--overlay">
            <h2 className="sb-list__title px-2">{active.list.title}</h2>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
