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
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '../../api/banners';
import { moveId } from '../../lib/banner-schedule';
import { formatDateTime } from '../../lib/format';
import { bannerEditPath } from '../../lib/paths';
import { ActiveBadge } from '../shared/ActiveBadge';
import { BannerImage } from './BannerImage';
import { ShowingBadge } from './ShowingBadge';
import { measuringFirst } from '../../../../components/dnd/measure-first';

export interface BannerListProps {
  banners: Banner[];
  now: Date;
  /** Move the banner at `from` to `to` (0-based). */
  onMove: (from: number, to: number) => void;
  onToggle: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
}

function BannerDates({ banner }: { banner: Banner }) {
  const { t, i18n } = useTranslation();
  const from = formatDateTime(banner.startsAt, i18n.language);
  const to = formatDateTime(banner.endsAt, i18n.language);
  const text =
    from && to
      ? t('banners.dates.range', { from, to })
      : from
        ? t('banners.dates.from', { from })
        : to
          ? t('banners.dates.until', { to })
          : t('banners.dates.always');
  return (
    <span>
      <i className="bi bi-calendar3 me-1" aria-hidden="true" />
      {text}
    </span>
  );
}

function BannerItem({
  banner,
  index,
  count,
  now,
  onMove,
  onToggle,
  onDelete,
}: {
  banner: Banner;
  index: number;
  count: number;
} & Omit<BannerListProps, 'banners'>) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: banner.id });
  const title = banner.title;
  const up = t('banners.actions.moveUp', { title });
  const down = t('banners.actions.moveDown', { title });
  const edit = t('banners.actions.edit', { title });
  const toggle = banner.active
    ? t('banners.actions.deactivate', { title })
    : t('banners.actions.activate', { title });
  const remove = t('banners.actions.delete', { title });
  return (
    <li
      ref={setNodeRef}
      className={`banner-item${isDragging ? ' is-dragging' : ''}${banner.active ? '' : ' is-inactive'}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-banner-id={banner.id}
      data-testid="banner-item"
    >
      <div className="banner-item__order">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="banner-item__grip"
          {...attributes}
          {...listeners}
          aria-label={t('banners.dnd.grip', { title })}
          title={t('banners.dnd.grip', { title })}
        >
          <i className="bi bi-grip-vertical" aria-hidden="true" />
        </button>
        <span className="banner-item__position" aria-hidden="true">
          {index + 1}
        </span>
      </div>
      <BannerImage src={banner.image} />
      <div className="banner-item__text">
        <h2 className="h6 mb-1 banner-item__title">
          <span className="visually-hidden">
            {t('banners.position', { position: index + 1, count })}{' '}
          </span>
          {title}
        </h2>
        <div className="small text-body-secondary banner-item__meta">
          <span className="banner-item__link" title={banner.link ?? undefined}>
            <i className="bi bi-link-45deg me-1" aria-hidden="true" />
            {banner.link ?? t('banners.noLink')}
          </span>
          <BannerDates banner={banner} />
        </div>
        <div className="d-flex flex-wrap gap-1 mt-2">
          <ActiveBadge active={banner.active} />
          <ShowingBadge banner={banner} now={now} />
        </div>
      </div>
      <div className="banner-item__actions">
        <Button
          size="sm"
          variant="outline-secondary"
          data-move="up"
          onClick={() => onMove(index, index - 1)}
          disabled={index === 0}
          aria-label={up}
          title={up}
        >
          <i className="bi bi-arrow-up" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          data-move="down"
          onClick={() => onMove(index, index + 1)}
          disabled={index === count - 1}
          aria-label={down}
          title={down}
        >
          <i className="bi bi-arrow-down" aria-hidden="true" />
        </Button>
        <Link
          to={bannerEditPath(banner.id)}
          className="btn btn-sm btn-outline-secondary"
          aria-label={edit}
          title={edit}
        >
          <i className="bi bi-pencil" aria-hidden="true" />
        </Link>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => onToggle(banner)}
          aria-label={toggle}
          title={toggle}
        >
          <i className={`bi ${banner.active ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => onDelete(banner)}
          aria-label={remove}
          title={remove}
        >
          <i className="bi bi-trash3" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/**
 * The banners in their order: drag one by its grip (mouse, touch, or Space and the arrow
 * keys), or move it with its up and down buttons. After a move by button the focus stays
 * on the same banner's button, wherever the banner went.
 */
export function BannerList({ banners, now, onMove, onToggle, onDelete }: BannerListProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ id: string; control: 'up' | 'down'; order: string } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: measuringFirst(sortableKeyboardCoordinates) }),
  );
  const ids = banners.map((banner) => banner.id);
  const order = ids.join();
  const titleOf = (id: string | number) =>
    banners.find((banner) => banner.id === String(id))?.title ?? String(id);
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;

  // Once the list shows the order a button asked for, the focus goes back to that button
  // (or to its twin when the banner reached the top or the bottom).
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted || wanted.order !== order) return;
    pendingFocus.current = null;
    const item = list.current?.querySelector<HTMLElement>(`[data-banner-id="${wanted.id}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-move="${wanted.control}"]`);
    const twin = item?.querySelector<HTMLButtonElement>(
      `[data-move="${wanted.control === 'up' ? 'down' : 'up'}"]`,
    );
    (button && !button.disabled ? button : twin)?.focus();
  }, [order]);

  function move(from: number, to: number) {
    if (to < 0 || to >= ids.length || from === to) return;
    pendingFocus.current = {
      id: ids[from],
      control: to < from ? 'up' : 'down',
      order: moveId(ids, from, to).join(),
    };
    onMove(from, to);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('banners.dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) =>
            t('banners.dnd.start', { title: titleOf(active.id), position: positionOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('banners.dnd.over', { title: titleOf(active.id), position: positionOf(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('banners.dnd.end', { title: titleOf(active.id), position: positionOf(over.id) })
              : t('banners.dnd.cancel', { title: titleOf(active.id) }),
          onDragCancel: ({ active }) => t('banners.dnd.cancel', { title: titleOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol
          ref={list}
          className="banner-list list-unstyled mb-0"
          aria-label={t('banners.listLabel')}
        >
          {banners.map((banner, index) => (
            <BannerItem
              key={banner.id}
              banner={banner}
              index={index}
              count={banners.length}
              now={now}
              onMove={move}
              onToggle={onToggle}
              onDelete={onDelete}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
