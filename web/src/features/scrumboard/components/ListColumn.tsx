import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type FormEvent,
  type KeyboardEvent,
  type KeyboardEventHandler,
  type ReactNode,
  useState,
} from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { BoardList, Card } from '../api/scrumboard-api';
import { SortableCardTile } from './CardTile';

export type DragKind = 'card' | 'list' | null;

/** A one-line title form: add a list or a card, or rename a list. */
export function TitleForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  multiline,
  id,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (title: string) => Promise<unknown> | void;
  onCancel: () => void;
  multiline?: boolean;
  id: string;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial);
  const [busy, setBusy] = useState(false);
  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      await onSubmit(trimmed);
      setTitle('');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Form onSubmit={(event) => void submit(event)} className="sb-title-form">
      <Form.Label htmlFor={id} className="visually-hidden">
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        {...(multiline ? { as: 'textarea' as const, rows: 2 } : {})}
        size="sm"
        value={title}
        maxLength={200}
        placeholder={label}
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
          if (multiline && event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm" disabled={busy || !title.trim()}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          {t('scrumboard.actions.cancel')}
        </Button>
      </div>
    </Form>
  );
}

function EndDropZone({
  listId,
  enabled,
  children,
}: {
  listId: string;
  enabled: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: `end:${listId}`,
    data: { type: 'end', listId },
    disabled: !enabled,
  });
  return (
    <div ref={setNodeRef} className={`sb-list__end${isOver ? ' sb-list__end--over' : ''}`}>
      {children}
    </div>
  );
}

export interface ListColumnProps {
  list: BoardList;
  dragKind: DragKind;
  overList: boolean;
  /** The card whose handle takes the focus (moved there by keyboard). */
  focusCardId: string | null;
  onOpenCard: (card: Card) => void;
  onAddCard: (title: string) => Promise<unknown>;
  onRename: (title: string) => Promise<unknown>;
  onDelete: () => void;
}

/** One list: its title and menu, its cards in order, and "add a card". */
export function ListColumn({
  list,
  dragKind,
  overList,
  focusCardId,
  onOpenCard,
  onAddCard,
  onRename,
  onDelete,
}: ListColumnProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: list.id,
    data: { type: 'list', list },
    disabled: { draggable: false, droppable: dragKind === 'card' },
  });
  const headingId = `sb-list-${list.id}-title`;
  return (
    <section
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`sb-list${isDragging ? ' sb-list--ghost' : ''}${overList ? ' sb-list--over' : ''}`}
      aria-labelledby={headingId}
      data-testid="sb-list"
      data-list-id={list.id}
    >
      <header className="sb-list__header">
        <button
          type="button"
          className="sb-list__handle"
          ref={setActivatorNodeRef}
          {...attributes}
          onPointerDown={listeners?.onPointerDown as React.PointerEventHandler | undefined}
          onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
          aria-label={t('scrumboard.list.drag', { title: list.title })}
        >
          <i className="bi bi-grip-horizontal" aria-hidden="true" />
        </button>
        {renaming ? (
          <div className="flex-grow-1">
            <TitleForm
              id={`sb-rename-${list.id}`}
              label={t('scrumboard.list.title')}
              submitLabel={t('scrumboard.actions.save')}
              initial={list.title}
              onSubmit={async (title) => {
                await onRename(title);
                setRenaming(false);
              }}
              onCancel={() => setRenaming(false)}
            />
          </div>
        ) : (
          <h2 id={headingId} className="sb-list__title" onDoubleClick={() => setRenaming(true)}>
            {list.title}
          </h2>
        )}
        <span
          className="sb-list__count"
          aria-label={t('scrumboard.list.count', { count: list.cards.length })}
        >
          {list.cards.length}
        </span>
        <Dropdown align="end">
          <Dropdown.Toggle
            variant="link"
            size="sm"
            className="sb-list__menu no-caret"
            aria-label={t('scrumboard.list.menu', { title: list.title })}
          >
            <i className="bi bi-three-dots" aria-hidden="true" />
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item as="button" onClick={() => setRenaming(true)}>
              <i className="bi bi-pencil me-2" aria-hidden="true" />
              {t('scrumboard.list.rename')}
            </Dropdown.Item>
            <Dropdown.Item as="button" className="text-danger" onClick={onDelete}>
              <i className="bi bi-trash me-2" aria-hidden="true" />
              {t('scrumboard.list.delete')}
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </header>
      <div className="sb-list__cards">
        <SortableContext
          items={list.cards.map((card) => card.id)}
          strategy={verticalListSortingStrategy}
        >
          {list.cards.map((card) => (
            <SortableCardTile
              key={card.id}
              card={card}
              onOpen={() => onOpenCard(card)}
              dropDisabled={dragKind === 'list'}
              focusHandle={focusCardId === card.id}
            />
          ))}
        </SortableContext>
        <EndDropZone listId={list.id} enabled={dragKind === 'card'}>
          {list.cards.length === 0 && (
            <p className="sb-list__empty">{t('scrumboard.list.empty')}</p>
          )}
        </EndDropZone>
      </div>
      <footer className="sb-list__footer">
        {adding ? (
          <TitleForm
            id={`sb-add-card-${list.id}`}
            label={t('scrumboard.card.newTitle')}
            submitLabel={t('scrumboard.actions.addCard')}
            multiline
            onSubmit={onAddCard}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Button variant="link" size="sm" className="sb-list__add" onClick={() => setAdding(true)}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('scrumboard.actions.addCard')}
          </Button>
        )}
      </footer>
    </section>
  );
}
