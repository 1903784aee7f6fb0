import { useQuery } from '@tanstack/react-query';
import {
  type ComponentProps,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/data-table/EmptyState';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../components/toasts/useDelayedDelete';
import { ApiError } from '../../../lib/api/errors';
import { BREAKPOINTS } from '../../../lib/breakpoints';
import { isRepeatClick } from '../../../lib/repeat-click';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import {
  type Task,
  type TaskType,
  tasksQueries,
  useCreateTask,
  useDeleteTask,
  useReorderTasks,
  useStoreTask,
  useUpdateTask,
} from '../api/tasks-api';
import { TaskList } from '../components/TaskList';
import { TasksExport } from '../components/TasksExport';
import { countTasks, filterByTag, moveId } from '../lib/task-list';
import '../components/tasks.css';

const BASE = '/apps/tasks';

/** The page's address: the task whose details are open, if any, and the list's filter. */
function addressOf(taskId: string | null, params: URLSearchParams): string {
  const query = params.toString();
  return `${taskId ? `${BASE}/${taskId}` : BASE}${query ? `?${query}` : ''}`;
}

const isListed = (id: string, list: readonly Task[]) => list.some((task) => task.id === id);

/** The list's filter with `tag` chosen ('' for every task). */
function withTag(params: URLSearchParams, tag: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tag) next.set('tag', tag);
  else next.delete('tag');
  return next;
}

// The details panel (tags, the assignee's searchable select) and the tag manager load when
// first opened, so the list itself comes sooner.
const TaskDetails = lazy(() =>
  import('../components/TaskDetails').then((module) => ({ default: module.TaskDetails })),
);
const TaskTagManager = lazy(() =>
  import('../components/TaskTagManager').then((module) => ({ default: module.TaskTagManager })),
);

/** The details of the task the path names: from the list, else asked for on its own. */
function DetailsPane({
  id,
  list,
  ...props
}: {
  id: string;
  list: Task[] | undefined;
} & Omit<ComponentProps<typeof TaskDetails>, 'task'>) {
  const { t } = useTranslation();
  const fromList = list?.find((task) => task.id === id);
  const task = useQuery({ ...tasksQueries.detail(id), enabled: !fromList });
  const shown = fromList ?? task.data;
  if (shown) {
    return (
      <Suspense fallback={null}>
        <TaskDetails key={shown.id} task={shown} {...props} />
      </Suspense>
    );
  }
  if (task.isError) {
    const missing = task.error instanceof ApiError && task.error.statusCode === 404;
    return (
      <div className="task-details p-3">
        {missing ? (
          <EmptyState
            icon="bi-question-circle"
            title={t('tasks.notFoundTitle')}
            hint={t('tasks.notFound')}
            action={
              <Button size="sm" variant="outline-primary" onClick={props.onClose}>
                {t('tasks.actions.backToList')}
              </Button>
            }
          />
        ) : (
          <ErrorAlert
            error={task.error}
            title={t('tasks.detailFailed')}
            onRetry={() => void task.refetch()}
            retrying={task.isFetching}
          />
        )}
      </div>
    );
  }
  return (
    <div className="task-details p-3 placeholder-glow" aria-busy="true">
      <span className="placeholder col-8 d-block mb-3 rounded" style={{ height: 28 }} />
      <span className="placeholder col-12 d-block mb-2 rounded" style={{ height: 80 }} />
      <span className="placeholder col-6 d-block rounded" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/**
 * apps/tasks: the signed-in account's own task list, sections as headings, in the order
 * it chose (drag to change it). apps/tasks/:taskId opens a task's details beside the list
 * (over it, full screen, below the md breakpoint). `?tag=` filters by a tag.
 */
export function TasksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { taskId = null } = useParams();
  const [params] = useSearchParams();
  const tagFilter = params.get('tag');
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
  const tasks = useQuery(tasksQueries.list());
  const tags = useQuery(tasksQueries.tags());
  const create = useCreateTask();
  const reorder = useReorderTasks();
  const toggle = useUpdateTask();
  const { notices, notify, dismiss } = useNotices();
  const [tagsOpen, setTagsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const titleOf = (task: Task) =>
    task.title || t(task.type === 'section' ? 'tasks.untitledSection' : 'tasks.untitledTask');
  const remove = useDeleteTask();
  const store = useStoreTask();
  // A deleted task leaves the list at once and stays in the order kept here (the server's
  // reorder names every task), so Undo puts it back in its place. Its delete, sent when
  // the notice goes, names the version the panel showed.
  const deletes = useDelayedDelete<Task>({
    notify,
    remove: (task) => remove.mutateAsync({ id: task.id, version: task.version }),
    deletedText: (task) => t('tasks.toast.deleted', { title: titleOf(task) }),
    restoredText: (task) => t('common.restored', { name: titleOf(task) }),
    onFailed: (_task, error) =>
      notify(
        'danger',
        t('tasks.toast.deleteFailed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      ),
    versions: { name: titleOf, onCurrent: store },
  });

  const all = tasks.data ?? [];
  const visible = deletes.without(all) ?? all;
  const shown = filterByTag(visible, tagFilter);
  const { remaining, total } = countTasks(visible);
  const search = params.toString() ? `?${params.toString()}` : '';
  const linkOf = useCallback((id: string) => `${BASE}/${id}${search}`, [search]);
  const close = useCallback(() => navigate(`${BASE}${search}`), [navigate, search]);

  function onAdd(type: TaskType, click: { detail: number }) {
    if (isRepeatClick(click)) return;
    create.mutate(type, {
      onSuccess: (task) => {
        notify('success', t(type === 'section' ? 'tasks.toast.sectionAdded' : 'tasks.toast.added'));
        // A new task carries no tag: the filter goes, so that it is seen.
        navigate(addressOf(task.id, withTag(params, '')));
      },
      onError: (error) => notify('danger', t('tasks.toast.addFailed', { reason: error.message })),
    });
  }

  function onMove(activeId: string, overId: string) {
    // The whole list, with the tasks whose delete waits: the server's order names them all.
    const ids = all.map((task) => task.id);
    const from = ids.indexOf(activeId);
    const to = ids.indexOf(overId);
    if (from < 0 || to < 0 || from === to) return;
    const moved = all[from];
    const place = visible.findIndex((task) => task.id === overId);
    setAnnouncement(
      t('tasks.moved', { title: titleOf(moved), position: place + 1, count: visible.length }),
    );
    reorder.mutate(moveId(ids, from, to), {
      onSuccess: () => notify('success', t('tasks.toast.ordered')),
      onError: (error) => notify('danger', t('tasks.toast.orderFailed', { reason: error.message })),
    });
  }

  function onToggle(task: Task) {
    toggle.mutate(
      { id: task.id, task: { completed: !task.completed } },
      {
        onSuccess: (saved) =>
          notify(
            'success',
            t(saved.completed ? 'tasks.toast.completed' : 'tasks.toast.reopened', {
              title: titleOf(saved),
            }),
          ),
        onError: (error) =>
          notify('danger', t('tasks.toast.saveFailed', { reason: error.message })),
      },
    );
  }

  // A filter that hides the open task closes its details, so that the history keeps no
  // address showing a task's details beside a list without it (Back would bring it back).
  const setTag = (tag: string) => {
    const keepOpen = taskId !== null && isListed(taskId, filterByTag(visible, tag || null));
    void navigate(addressOf(keepOpen ? taskId : null, withTag(params, tag)), { replace: true });
  };

  // Arriving at a task the filter hides (Back, a link), the filter goes so that the list
  // shows the task whose details are open, as after adding one. Once per arrival: a task
  // that loses the tag while it is edited stays open under the filter.
  const hiddenByFilter = taskId !== null && isListed(taskId, visible) && !isListed(taskId, shown);
  const arrivalChecked = useRef<string | null>(null);
  useEffect(() => {
    if (!tasks.data || arrivalChecked.current === location.key) return;
    arrivalChecked.current = location.key;
    if (hiddenByFilter) void navigate(addressOf(taskId, withTag(params, '')), { replace: true });
  }, [tasks.data, location.key, hiddenByFilter, taskId, params, navigate]);

  const details = taskId ? (
    <DetailsPane
      key={taskId}
      id={taskId}
      list={tasks.data}
      tags={tags.data ?? []}
      notify={notify}
      onClose={close}
      onDelete={(task) => {
        deletes.start(task);
        void close();
      }}
      onManageTags={() => setTagsOpen(true)}
    />
  ) : null;

  let body;
  if (tasks.isPending) {
    body = (
      <div className="p-3 placeholder-glow" aria-busy="true">
        {[70, 55, 80, 60, 45].map((width, index) => (
          <span
            key={index}
            className="placeholder d-block mb-3 rounded"
            style={{ width: `${width}%`, height: 20 }}
          />
        ))}
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  } else if (tasks.isError) {
    body = (
      <ErrorAlert
        className="m-3"
        error={tasks.error}
        title={t('tasks.loadFailed')}
        onRetry={() => void tasks.refetch()}
        retrying={tasks.isFetching}
      />
    );
  } else if (all.length === 0) {
    body = (
      <EmptyState
        icon="bi-check2-square"
        title={t('tasks.empty.title')}
        hint={t('tasks.empty.hint')}
        action={
          <Button variant="primary" size="sm" onClick={(event) => onAdd('task', event)}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('tasks.actions.addTask')}
          </Button>
        }
      />
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        icon="bi-tag"
        title={t('tasks.empty.filteredTitle')}
        hint={t('tasks.empty.filteredHint')}
        action={
          <Button variant="outline-primary" size="sm" onClick={() => setTag('')}>
            {t('tasks.actions.clearFilter')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <TaskList
        tasks={shown}
        tags={tags.data ?? []}
        selectedId={taskId}
        sortable={!tagFilter}
        onMove={onMove}
        onToggle={onToggle}
        linkOf={linkOf}
      />
    );
  }

  return (
    <div className={`tasks-app${taskId && wide ? ' has-details' : ''}`}>
      <div className="tasks-app__main">
        <header className="tasks-app__header">
          <div className="me-auto">
            <h1 className="tasks-app__title">{t('routes.tasks')}</h1>
            <p className="tasks-app__count" data-testid="tasks-count">
              {tasks.data ? t('tasks.count', { remaining, count: total }) : '\u00a0'}
            </p>
          </div>
          <div className="tasks-app__actions">
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={(event) => onAdd('section', event)}
              disabled={create.isPending}
            >
              <i className="bi bi-layout-text-sidebar me-1" aria-hidden="true" />
              {t('tasks.actions.addSection')}
            </Button>
            <Button
              size="sm"
              variant="primary"
              onClick={(event) => onAdd('task', event)}
              disabled={create.isPending}
            >
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('tasks.actions.addTask')}
            </Button>
          </div>
        </header>
        <div className="tasks-app__filters">
          <Form.Select
            size="sm"
            value={tagFilter ?? ''}
            onChange={(event) => setTag(event.target.value)}
            aria-label={t('tasks.filter.label')}
            className="tasks-app__filter"
          >
            <option value="">{t('tasks.filter.all')}</option>
            {(tags.data ?? []).map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.title}
              </option>
            ))}
          </Form.Select>
          <Button size="sm" variant="link" onClick={() => setTagsOpen(true)}>
            <i className="bi bi-tags me-1" aria-hidden="true" />
            {t('tasks.tags.manage')}
          </Button>
          {tagFilter && (
            <span className="small text-body-secondary">{t('tasks.filter.noDrag')}</span>
          )}
          <TasksExport
            tagId={tagFilter}
            total={tasks.data ? shown.filter((task) => task.type === 'task').length : undefined}
            notify={notify}
          />
        </div>
        <div className="tasks-app__scroll">{body}</div>
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
      </div>
      {wide ? (
        details && (
          <aside className="tasks-app__details" aria-label={t('tasks.details.label')}>
            {details}
          </aside>
        )
      ) : (
        <Offcanvas
          show={!!taskId}
          onHide={close}
          placement="end"
          className="tasks-drawer"
          aria-label={t('tasks.details.label')}
        >
          {details}
        </Offcanvas>
      )}
      {tagsOpen ? (
        <Suspense fallback={null}>
          <TaskTagManager show onHide={() => setTagsOpen(false)} notify={notify} />
        </Suspense>
      ) : null}
      <Toasts notices={notices} onClose={dismiss} />
    </div>
  );
}

export { TasksPage as Component };
