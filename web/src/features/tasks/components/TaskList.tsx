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
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format';
import type { Task, TaskTag } from '../api/tasks-api';
import { isOverdue } from '../lib/task-list';
import { PriorityMark } from './PriorityMark';
import { measuringFirst } from '../../../components/dnd/measure-first';

export interface TaskListProps {
  tasks: Task[];
  tags: readonly TaskTag[];
  selectedId: string | null;
  /** Dragging is off while the list is filtered (the order is the whole list's). */
  sortable: boolean;
  onMove: (activeId: string, overId: string) => void;
  onToggle: (task: Task) => void;
  linkOf: (id: string) => string;
}

function TaskRow({
  task,
  tags,
  selected,
  sortable,
  onToggle,
  linkOf,
}: {
  task: Task;
  tags: ReadonlyMap<string, TaskTag>;
  selected: boolean;
  sortable: boolean;
  onToggle: (task: Task) => void;
  linkOf: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id, disabled: !sortable });
  const section = task.type === 'section';
  const title = task.title || t(section ? 'tasks.untitledSection' : 'tasks.untitledTask');
  const overdue = isOverdue(task);
  const doneSubTasks = task.subTasks.filter((subTask) => subTask.completed).length;
  const className = [
    'task-row',
    section ? 'task-row--section' : '',
    task.completed ? 'is-completed' : '',
    selected ? 'is-selected' : '',
    isDragging ? 'is-dragging' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      ref={setNodeRef}
      className={className}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-task-id={task.id}
      data-testid="task-row"
    >
      {sortable ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="task-row__grip"
          {...attributes}
          {...listeners}
          aria-label={t('tasks.dnd.grip', { title })}
          title={t('tasks.dnd.grip', { title })}
        >
          <i className="bi bi-grip-vertical" aria-hidden="true" />
        </button>
      ) : (
        <span className="task-row__grip-space" aria-hidden="true" />
      )}
      {section ? (
        <Link to={linkOf(task.id)} className="task-row__section-title">
          <span className="visually-hidden">{t('tasks.sectionLabel')} </span>
          {title}
        </Link>
      ) : (
        <>
          <input
            type="checkbox"
            className="form-check-input task-row__check"
            checked={task.completed}
            onChange={() => onToggle(task)}
            aria-label={t(task.completed ? 'tasks.actions.markNotDone' : 'tasks.actions.markDone', {
              title,
            })}
          />
          <div className="task-row__body">
            <Link
              to={linkOf(task.id)}
              className={`task-row__title${task.title ? '' : ' is-untitled'}`}
              aria-current={selected ? 'true' : undefined}
            >
              {title}
            </Link>
            <div className="task-row__meta">
              {task.dueDate && (
                <span className={overdue ? 'task-row__due is-overdue' : 'task-row__due'}>
                  <i className="bi bi-calendar3 me-1" aria-hidden="true" />
                  {overdue
                    ? t('tasks.overdue', { date: formatDay(task.dueDate, i18n.language) })
                    : formatDay(task.dueDate, i18n.language)}
                </span>
              )}
              {task.subTasks.length > 0 && (
                <span>
                  <i className="bi bi-list-check me-1" aria-hidden="true" />
                  {t('tasks.subTasksCount', { done: doneSubTasks, count: task.subTasks.length })}
                </span>
              )}
              {task.tags.map((tagId) => {
                const tag = tags.get(tagId);
                return tag ? (
                  <span key={tagId} className="task-row__tag">
                    {tag.title}
                  </span>
                ) : null;
              })}
            </div>
          </div>
          <PriorityMark priority={task.priority} />
        </>
      )}
    </li>
  );
}

/**
 * The list in its order, sections as headings: drag a row by its grip (mouse, touch, or
 * Space then the arrow keys and Space again), tick a task done, open it by its title.
 */
export function TaskList({
  tasks,
  tags,
  selectedId,
  sortable,
  onMove,
  onToggle,
  linkOf,
}: TaskListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: measuringFirst(sortableKeyboardCoordinates) }),
  );
  const ids = tasks.map((task) => task.id);
  const tagsById = new Map(tags.map((tag) => [tag.id, tag]));
  const titleOf = (id: string | number) => {
    const task = tasks.find((one) => one.id === String(id));
    return task?.title || t('tasks.untitledTask');
  };
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), String(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('tasks.dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) =>
            t('tasks.dnd.start', { title: titleOf(active.id), position: positionOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('tasks.dnd.over', { title: titleOf(active.id), position: positionOf(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('tasks.dnd.end', { title: titleOf(active.id), position: positionOf(over.id) })
              : t('tasks.dnd.cancel', { title: titleOf(active.id) }),
          onDragCancel: ({ active }) => t('tasks.dnd.cancel', { title: titleOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="task-list list-unstyled mb-0" aria-label={t('tasks.listLabel')}>
          {tasks.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              tags={tagsById}
              selected={task.id === selectedId}
              sortable={sortable}
              onToggle={onToggle}
              linkOf={linkOf}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
