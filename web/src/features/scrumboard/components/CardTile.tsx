import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type CSSProperties,
  forwardRef,
  type KeyboardEventHandler,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '../api/scrumboard-api';
import { dueState } from '../lib/due';
import { MemberAvatars } from './MemberAvatars';

export interface CardTileProps {
  card: Card;
  onOpen?: () => void;
  overlay?: boolean;
  dragging?: boolean;
  style?: CSSProperties;
  handle?: {
    attributes: Record<string, unknown>;
    onKeyDown?: KeyboardEventHandler;
    ref: (node: HTMLElement | null) => void;
  };
  onPointerDown?: React.PointerEventHandler;
}

/** One card on a list: labels, title, due date, members. */
export const CardTileView = forwardRef<HTMLDivElement, CardTileProps>(function CardTileView(
  { card, onOpen, overlay, dragging, style, handle, onPointerDown },
  ref,
) {
  const { t, i18n } = useTranslation();
  const due = card.dueDate ? dueState(card.dueDate) : null;
  return (
    <div
      ref={ref}
      style={style}
      className={`sb-card${dragging ? ' sb-card--ghost' : ''}${overlay ? ' sb-card--overlay' : ''}`}
      onPointerDown={onPointerDown}
      data-testid="sb-card"
      data-card-id={card.id}
    >
      <div className="sb-card__top">
        {card.labels.length > 0 && (
          <ul className="sb-card__labels" aria-label={t('scrumboard.card.labels')}>
            {card.labels.map((label) => (
              <li key={label.id} className="sb-label">
                {label.title}
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="sb-card__handle"
          ref={handle?.ref}
          {...handle?.attributes}
          onKeyDown={handle?.onKeyDown}
          aria-label={t('scrumboard.card.drag', { title: card.title })}
          data-testid="sb-card-handle"
        >
          <i className="bi bi-grip-vertical" aria-hidden="true" />
        </button>
      </div>
      <button type="button" className="sb-card__title" onClick={onOpen} tabIndex={overlay ? -1 : 0}>
        {card.title}
      </button>
      {(due || card.description || card.members.length > 0) && (
        <div className="sb-card__meta">
          {due && card.dueDate && (
            <span className={`sb-due sb-due--${due}`}>
              <i className="bi bi-clock me-1" aria-hidden="true" />
              <span className="visually-hidden">{t(`scrumboard.card.due.${due}`)} </span>
              {new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' }).format(
                new Date(card.dueDate),
              )}
            </span>
          )}
          {card.description && (
            <i
              className="bi bi-text-left text-body-secondary"
              role="img"
              aria-label={t('scrumboard.card.hasDescription')}
            />
          )}
          <span className="ms-auto">
            <MemberAvatars members={card.members} size="sm" max={3} />
          </span>
        </div>
      )}
    </div>
  );
});

/** A card that drags: anywhere with a pointer, by its handle with the keyboard. */
export function SortableCardTile({
  card,
  onOpen,
  dropDisabled,
  focusHandle,
}: {
  card: Card;
  onOpen: () => void;
  dropDisabled: boolean;
  /** Put the focus on the handle: the card was moved by keyboard into another list. */
  focusHandle: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: card.id,
    data: { type: 'card', card },
    disabled: { draggable: false, droppable: dropDisabled },
  });
  const handleNode = useRef<HTMLElement | null>(null);
  const setHandle = useCallback(
    (node: HTMLElement | null) => {
      handleNode.current = node;
      setActivatorNodeRef(node);
    },
    [setActivatorNodeRef],
  );
  // A card that changes list is a new element: keep the keyboard user's place.
  useEffect(() => {
    if (focusHandle) handleNode.current?.focus();
  }, [focusHandle, card.listId]);
  return (
    <CardTileView
      ref={setNodeRef}
      card={card}
      onOpen={onOpen}
      dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      handle={{
        attributes: attributes as unknown as Record<string, unknown>,
        onKeyDown: listeners?.onKeyDown as KeyboardEventHandler | undefined,
        ref: setHandle,
      }}
      onPointerDown={listeners?.onPointerDown as React.PointerEventHandler | undefined}
    />
  );
}
