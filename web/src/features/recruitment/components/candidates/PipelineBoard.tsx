import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  type PointerEventHandler,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STAGES,
  type Application,
  type ApplicationStage,
  isApplicationStage,
} from '../../api/applications';
import { CandidateCard } from './CandidateCard';
import { groupByStage, neighbourStage } from './pipeline-logic';
import '../detail/detail.scss';
import './board.scss';
import { measuringFirst } from '../../../../components/dnd/measure-first';
import { formatNumber } from '../../../../lib/format';
import { useAnnouncer } from '../../../../components/live-region/useAnnouncer';

interface DragData {
  application: Application;
  name: string;
}

/**
 * Whether a horizontally scrolling element hides content before or after what shows: the
 * board draws shadows and arrows at those edges so one sees that more stages are there.
 */
function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      const left = Math.abs(element.scrollLeft);
      const next = { before: max > 1 && left > 1, after: max > 1 && left < max - 1 };
      setEdges((previous) =>
        previous.before === next.before && previous.after === next.after ? previous : next,
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return edges;
}

export interface PipelineBoardProps {
  applications: readonly Application[];
  nameOf: (application: Application) => string;
  /** Whether the applicant has a CV; null while unknown. */
  hasCv: (application: Application) => boolean | null;
  onMove: (application: Application, stage: ApplicationStage) => void;
  onRate: (application: Application, rating: number) => void;
  /** Applications whose move is waiting for the server. */
  pending?: ReadonlySet<string>;
  label: string;
}

/** Arrow keys jump the dragged card from one stage column to the next. */
const stageCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction =
    event.code === KeyboardCode.Right || event.code === KeyboardCode.Down
      ? 1
      : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up
        ? -1
        : 0;
  if (direction === 0) return undefined;
  event.preventDefault();
  const { active, over, droppableRects, collisionRect } = context;
  const from = over?.id ?? (active?.data.current as DragData | undefined)?.application.stage;
  if (!isApplicationStage(from) || !collisionRect) return undefined;
  const to = neighbourStage(from, direction);
  const rect = to ? droppableRects.get(to) : undefined;
  if (!rect) return undefined;
  return {
    x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2),
    y: rect.top + 48,
  };
};

/** The pointer's column; for the keyboard, the column the card overlaps most. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

function DraggableCard({
  application,
  name,
  hasCv,
  onMove,
  onRate,
  busy,
  focusHandle,
}: {
  application: Application;
  name: string;
  hasCv: boolean | null;
  onMove: (stage: ApplicationStage) => void;
  onRate: (rating: number) => void;
  busy: boolean;
  /** Put the focus on the handle: the card moved to another column by keyboard or menu. */
  focusHandle: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: application.id,
    data: { application, name } satisfies DragData,
  });
  const handleNode = useRef<HTMLElement | null>(null);
  const setHandle = useCallback(
    (node: HTMLElement | null) => {
      handleNode.current = node;
      setActivatorNodeRef(node);
    },
    [setActivatorNodeRef],
  );
  // A card that changes column is a new element: keep the keyboard user's place.
  useEffect(() => {
    if (focusHandle) handleNode.current?.focus();
  }, [focusHandle, application.stage]);
  return (
    <CandidateCard
      ref={setNodeRef}
      application={application}
      name={name}
      hasCv={hasCv}
      onMove={onMove}
      onRate={onRate}
      handle={{ attributes, listeners, ref: setHandle }}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      dragging={isDragging}
      busy={busy}
    />
  );
}

function StageColumn({
  stage,
  count,
  children,
}: {
  stage: ApplicationStage;
  count: number;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { setNodeRef, isOver, active } = useDroppable({ id: stage });
  const fromHere = (active?.data.current as DragData | undefined)?.application.stage === stage;
  const headingId = `stage-${stage}-heading`;
  return (
    <section
      id={`board-column-${stage}`}
      className={`board-column stage-${stage}${isOver && !fromHere ? ' board-column--over' : ''}`}
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
    >
      <header className="board-column__header">
        <h2 id={headingId} className="board-column__title">
          {t(`candidates.stages.${stage}`)}
        </h2>
        <span
          className="board-column__count"
          aria-label={t('candidates.column.count', { count })}
          data-testid={`count-${stage}`}
        >
          {formatNumber(count, i18n.language)}
        </span>
      </header>
      <div ref={setNodeRef} className="board-column__body">
        {children}
        {count === 0 && (
          <p className="board-column__empty">
            {isOver && !fromHere ? t('candidates.column.dropHere') : t('candidates.column.empty')}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The pipeline: one column per stage. Cards move by dragging (mouse, touch, or the
 * keyboard: Space to pick up, arrows to change stage, Space to drop, Escape to cancel,
 * each step announced in the UI's language) or through each card's move menu.
 */
export function PipelineBoard({
  applications,
  nameOf,
  hasCv,
  onMove,
  onRate,
  pending,
  label,
}: PipelineBoardProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => groupByStage(applications), [applications]);
  const [dragged, setDragged] = useState<DragData | null>(null);
  // The column last announced, so the pick-up is not drowned by "over its own column".
  const announcedOver = useRef<unknown>(null);
  // The card to focus after it moved without a pointer.
  const [refocus, setRefocus] = useState<string | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(boardRef);
  // One column's width at a time, towards the stages out of sight.
  const scrollBoard = (direction: 1 | -1) => {
    const board = boardRef.current;
    const column = board?.querySelector<HTMLElement>('.board-column');
    if (!board || !column) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    board.scrollBy({
      left: direction * (column.offsetWidth + 12),
      behavior: reduced ? 'auto' : 'smooth',
    });
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: measuringFirst(stageCoordinates) }),
  );

  const stageName = (id: unknown) =>
    isApplicationStage(id) ? t(`candidates.stages.${id}`) : String(id);
  const dataOf = (active: { data: { current?: unknown } }) => active.data.current as DragData;

  // The board's own live region: dnd-kit's keeps its last words (the previous drop) and
  // says nothing when the same words come again.
  const { announce, region } = useAnnouncer();
  const say = (text: string): undefined => {
    announce(text);
    return undefined;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = dataOf(active).application.stage;
      return say(
        t('candidates.dnd.pickedUp', {
          name: dataOf(active).name,
          stage: stageName(dataOf(active).application.stage),
        }),
      );
    },
    onDragOver: ({ active, over }) => {
      const id = over?.id ?? null;
      if (id === announcedOver.current) return undefined;
      announcedOver.current = id;
      return say(
        over
          ? t('candidates.dnd.over', { name: dataOf(active).name, stage: stageName(over.id) })
          : t('candidates.dnd.overNone', { name: dataOf(active).name }),
      );
    },
    onDragEnd: ({ active, over }) => {
      const { application, name } = dataOf(active);
      if (!over) return say(t('candidates.dnd.droppedNone', { name }));
      return say(
        over.id === application.stage
          ? t('candidates.dnd.droppedSame', { name, stage: stageName(over.id) })
          : t('candidates.dnd.dropped', { name, stage: stageName(over.id) }),
      );
    },
    onDragCancel: ({ active }) =>
      say(
        t('candidates.dnd.cancelled', {
          name: dataOf(active).name,
          stage: stageName(dataOf(active).application.stage),
        }),
      ),
  };

  function onDragStart({ active, activatorEvent }: DragStartEvent) {
    setDragged(dataOf(active));
    if (!(activatorEvent instanceof KeyboardEvent)) setRefocus(null);
  }

  function onDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    setDragged(null);
    const { application } = dataOf(active);
    if (over && isApplicationStage(over.id) && over.id !== application.stage) {
      if (activatorEvent instanceof KeyboardEvent) setRefocus(application.id);
      onMove(application, over.id);
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('candidates.dnd.instructions') },
      }}
    >
      <nav className="board-stage-nav d-lg-none" aria-label={t('candidates.column.jump')}>
        {APPLICATION_STAGES.map((stage) => (
          <button
            key={stage}
            type="button"
            className={`board-stage-nav__chip stage-${stage}`}
            onClick={() =>
              document
                .getElementById(`board-column-${stage}`)
                ?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' })
            }
          >
            {t(`candidates.stages.${stage}`)}
            <span className="board-column__count">
              {formatNumber(columns[stage].length, i18n.language)}
            </span>
          </button>
        ))}
      </nav>
      <div
        className={`pipeline-board-frame${edges.before ? ' can-scroll-before' : ''}${
          edges.after ? ' can-scroll-after' : ''
        }`}
        data-testid="pipeline-board-frame"
      >
        {edges.before && (
          <button
            type="button"
            className="pipeline-board-frame__arrow pipeline-board-frame__arrow--before"
            onClick={() => scrollBoard(-1)}
            aria-label={t('candidates.column.scrollBack')}
            title={t('candidates.column.scrollBack')}
          >
            <i className="bi bi-chevron-left" aria-hidden="true" />
          </button>
        )}
        <div
          ref={boardRef}
          className="pipeline-board"
          role="region"
          aria-label={label}
          // Focusable, so the keyboard scrolls it sideways too (arrow keys).
          tabIndex={0}
          data-testid="pipeline-board"
        >
          {APPLICATION_STAGES.map((stage) => (
            <StageColumn key={stage} stage={stage} count={columns[stage].length}>
              {columns[stage].map((application) => (
                <DraggableCard
                  key={application.id}
                  application={application}
                  name={nameOf(application)}
                  hasCv={hasCv(application)}
                  onMove={(to) => {
                    setRefocus(application.id);
                    onMove(application, to);
                  }}
                  onRate={(rating) => onRate(application, rating)}
                  busy={pending?.has(application.id) ?? false}
                  focusHandle={refocus === application.id}
                />
              ))}
            </StageColumn>
          ))}
        </div>
        {edges.after && (
          <button
            type="button"
            className="pipeline-board-frame__arrow pipeline-board-frame__arrow--after"
            onClick={() => scrollBoard(1)}
            aria-label={t('candidates.column.scrollForward')}
            title={t('candidates.column.scrollForward')}
          >
            <i className="bi bi-chevron-right" aria-hidden="true" />
          </button>
        )}
      </div>
      {region}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <CandidateCard
            application={dragged.application}
            name={dragged.name}
            hasCv={hasCv(dragged.application)}
            overlay
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
