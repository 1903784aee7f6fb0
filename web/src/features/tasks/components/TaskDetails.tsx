import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { useVersionedSave } from '../../../components/form/useVersionedSave';
import { RecordSelect } from '../../../components/record-select';
import { TagPicker } from '../../../components/tags/TagPicker';
import type { NoticeAction } from '../../../components/toasts/Toasts';
import { ApiError } from '../../../lib/api/errors';
import {
  type SubTask,
  type Task,
  type TaskAssignee,
  type TaskPatch,
  type TaskPriority,
  type TaskTag,
  tasksKeys,
  tasksQueries,
  useStoreTask,
  useUpdateTask,
} from '../api/tasks-api';
import { fromDateInput, toDateInput } from '../lib/task-list';
import { PRIORITY_KEYS } from './PriorityMark';
import { useAutosaveText } from './useAutosaveText';

type Notify = (variant: 'success' | 'danger' | 'info', text: string, action?: NoticeAction) => void;
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface TaskDetailsProps {
  task: Task;
  tags: readonly TaskTag[];
  notify: Notify;
  onClose: () => void;
  /** Delete confirmed: the page takes the task out (with the version shown), offering Undo. */
  onDelete: (task: Task) => void;
  onManageTags: () => void;
}

const PRIORITIES: TaskPriority[] = [0, 1, 2];
const TITLE_MAX = 300;
const NOTES_MAX = 5000;

/** Where the panel's changes stand, read out politely. */
function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <span className={`task-details__saved is-${state}`} role="status" aria-live="polite">
      {state === 'saving' && (
        <>
          <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          {t('tasks.details.saving')}
        </>
      )}
      {state === 'saved' && (
        <>
          <i className="bi bi-cloud-check me-1" aria-hidden="true" />
          {t('tasks.details.saved')}
        </>
      )}
      {state === 'failed' && (
        <>
          <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
          {t('tasks.details.notSaved')}
        </>
      )}
    </span>
  );
}

/**
 * One task (or section), edited in place: text fields save as you type (and on leaving
 * them), every other control at once; each change is confirmed by a notice.
 */
export function TaskDetails({
  task,
  tags,
  notify,
  onClose,
  onDelete: deleteTask,
  onManageTags,
}: TaskDetailsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirmation();
  const { mutateAsync: updateTask } = useUpdateTask();
  const store = useStoreTask();
  const [state, setState] = useState<SaveState>('idle');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [newSubTask, setNewSubTask] = useState('');
  const section = task.type === 'section';
  const id = task.id;
  // One save at a time: each names the version the one before it answered.
  // Each answers whether its save went through.
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  // What a save refused by someone else's change would have written, with every change
  // made while its notice shows: sent once the user chooses, never retried on its own.
  const refused = useRef<TaskPatch | null>(null);

  const versioned = useVersionedSave<Task>({
    record: task,
    labels: {
      title: t(section ? 'tasks.details.sectionTitle' : 'tasks.details.title'),
      notes: t('tasks.details.notes'),
      completed: t('tasks.details.completed'),
      dueDate: t('tasks.details.dueDate'),
      priority: t('tasks.details.priority'),
      tags: t('tasks.details.tags'),
      assignedTo: t('tasks.details.assignee'),
      subTasks: t('tasks.details.subTasks'),
    },
    loadTheirs: (current) => {
      refused.current = null;
      store(current);
      title.reset(current.title);
      notes.reset(current.notes ?? '');
      setState('idle');
    },
    resubmit: () => {
      const patch = refused.current;
      refused.current = null;
      if (patch) save(patch);
    },
    // The list's row carries no version: the task as read now does.
    reload: () => queryClient.fetchQuery(tasksQueries.detail(id)),
    onCurrent: store,
  });

  /** A change that waits, with the refused one, for the user's choice. */
  function hold(patch: TaskPatch) {
    refused.current = { ...refused.current, ...patch };
    setState('failed');
  }

  function save(patch: TaskPatch, done?: string) {
    if (refused.current) return hold(patch);
    setState('saving');
    queue.current = queue.current.then(async () => {
      // Queued behind a save that was just refused: it would be refused too.
      if (refused.current) {
        hold(patch);
        return false;
      }
      try {
        const saved = await versioned.save((version) => updateTask({ id, task: patch, version }));
        if (!saved) {
          hold(patch);
          return false;
        }
        setState('saved');
        setFieldErrors((current) => {
          const next = { ...current };
          for (const key of Object.keys(patch)) delete next[key];
          return next;
        });
        if (done) notify('success', done);
        return true;
      } catch (error) {
        setState('failed');
        if (error instanceof ApiError && error.fields) {
          const next: Record<string, string> = {};
          for (const [path, messages] of Object.entries(error.fields)) {
            const field = path.replace(/^task\./, '').split('.')[0];
            next[field] = messages[0] ?? error.message;
          }
          setFieldErrors((current) => ({ ...current, ...next }));
        }
        const reason = error instanceof Error ? error.message : String(error);
        notify('danger', t('tasks.toast.saveFailed', { reason }));
        return false;
      }
    });
  }

  const title = useAutosaveText(task.title, (value) => save({ title: value }));
  const notes = useAutosaveText(task.notes ?? '', (value) => save({ notes: value || null }));
  // Declared after the text fields: on leaving, their last text is held first.
  const leaveHeld = useEffectEvent(() => {
    const patch = refused.current;
    if (!patch) return;
    refused.current = null;
    // The notice goes with the panel: a toast keeps the choice of saving over their version.
    const name = task.title || t(section ? 'tasks.untitledSection' : 'tasks.untitledTask');
    notify('danger', t('tasks.toast.notSavedConflict', { title: name }), {
      label: t('versionConflict.overwrite'),
      onClick: () => {
        const version = queryClient.getQueryData<Task>(tasksKeys.detail(id))?.version;
        updateTask({ id, task: patch, version }).then(
          () => notify('success', t('tasks.toast.textSaved')),
          (error: Error) =>
            notify('danger', t('tasks.toast.saveFailed', { reason: error.message })),
        );
      },
    });
  });
  useEffect(() => () => leaveHeld(), []);

  const [textTouched, setTextTouched] = useState(false);
  function leaveText(flush: () => void) {
    flush();
    if (textTouched) {
      setTextTouched(false);
      // Said once the save it just started (and every one before) went through.
      void queue.current.then((ok) => ok && notify('success', t('tasks.toast.textSaved')));
    }
  }

  const assignee = useQuery({
    ...tasksQueries.assignee(task.assignedTo ?? ''),
    enabled: !!task.assignedTo,
  });
  const loadAssignees = useCallback(
    (search: string) => queryClient.fetchQuery(tasksQueries.assignees(search.trim())),
    [queryClient],
  );

  const setSubTasks = (subTasks: SubTask[], done: string) => save({ subTasks }, done);

  function addSubTask(event: FormEvent) {
    event.preventDefault();
    const text = newSubTask.trim();
    if (!text) return;
    setNewSubTask('');
    save(
      { subTasks: [...task.subTasks, { title: text, completed: false }] },
      t('tasks.toast.subTaskAdded', { title: text }),
    );
  }

  async function onDelete() {
    const name = task.title || t(section ? 'tasks.untitledSection' : 'tasks.untitledTask');
    const answer = await confirm({
      title: t(section ? 'tasks.deleteSectionTitle' : 'tasks.deleteTitle'),
      message: t('tasks.deleteMessage', { title: name }),
      actions: { confirm: { label: t('tasks.actions.delete') } },
    });
    if (answer === 'confirmed') deleteTask({ ...task, version: versioned.version() });
  }

  const error = (field: string) =>
    fieldErrors[field] ? (
      <Form.Control.Feedback type="invalid" className="d-block">
        {fieldErrors[field]}
      </Form.Control.Feedback>
    ) : null;

  return (
    <div className="task-details">
      <div className="task-details__bar">
        {!section && (
          <Button
            size="sm"
            variant={task.completed ? 'success' : 'outline-secondary'}
            aria-pressed={task.completed}
            onClick={() =>
              save(
                { completed: !task.completed },
                t(task.completed ? 'tasks.toast.reopened' : 'tasks.toast.completed', {
                  title: task.title || t('tasks.untitledTask'),
                }),
              )
            }
          >
            <i
              className={`bi ${task.completed ? 'bi-check-circle-fill' : 'bi-check-circle'} me-1`}
              aria-hidden="true"
            />
            {t(task.completed ? 'tasks.details.completed' : 'tasks.details.markDone')}
          </Button>
        )}
        <SaveIndicator state={state} />
        <div className="ms-auto d-flex gap-1">
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => void onDelete()}
            aria-label={t(section ? 'tasks.actions.deleteSection' : 'tasks.actions.deleteTask')}
            title={t(section ? 'tasks.actions.deleteSection' : 'tasks.actions.deleteTask')}
          >
            <i className="bi bi-trash3" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={onClose}
            aria-label={t('tasks.actions.closeDetails')}
            title={t('tasks.actions.closeDetails')}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </Button>
        </div>
      </div>

      <div className="task-details__body">
        {versioned.alert}
        <Form.Group controlId={`task-${id}-title`} className="mb-3">
          <Form.Label>
            {t(section ? 'tasks.details.sectionTitle' : 'tasks.details.title')}
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            className="task-details__title"
            // A blank task or section (just added) is there to be named.
            autoFocus={!task.title}
            value={title.value}
            maxLength={TITLE_MAX}
            placeholder={t(section ? 'tasks.untitledSection' : 'tasks.untitledTask')}
            isInvalid={!!fieldErrors.title}
            onChange={(event) => {
              setTextTouched(true);
              title.onChange(event.target.value);
            }}
            onBlur={() => leaveText(title.onBlur)}
          />
          {error('title')}
        </Form.Group>

        {!section && (
          <>
            <Form.Group controlId={`task-${id}-notes`} className="mb-3">
              <Form.Label>{t('tasks.details.notes')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={4}
                value={notes.value}
                maxLength={NOTES_MAX}
                placeholder={t('tasks.details.notesPlaceholder')}
                isInvalid={!!fieldErrors.notes}
                onChange={(event) => {
                  setTextTouched(true);
                  notes.onChange(event.target.value);
                }}
                onBlur={() => leaveText(notes.onBlur)}
              />
              {error('notes')}
            </Form.Group>

            <div className="task-details__row mb-3">
              <Form.Group controlId={`task-${id}-due`} className="task-details__due">
                <Form.Label>{t('tasks.details.dueDate')}</Form.Label>
                <div className="d-flex gap-1">
                  <Form.Control
                    type="date"
                    value={toDateInput(task.dueDate)}
                    isInvalid={!!fieldErrors.dueDate}
                    onChange={(event) => {
                      const dueDate = fromDateInput(event.target.value);
                      save(
                        { dueDate },
                        dueDate ? t('tasks.toast.dueSet') : t('tasks.toast.dueCleared'),
                      );
                    }}
                  />
                  {task.dueDate && (
                    <Button
                      variant="outline-secondary"
                      onClick={() => save({ dueDate: null }, t('tasks.toast.dueCleared'))}
                      aria-label={t('tasks.details.clearDueDate')}
                      title={t('tasks.details.clearDueDate')}
                    >
                      <i className="bi bi-x-lg" aria-hidden="true" />
                    </Button>
                  )}
                </div>
                {error('dueDate')}
              </Form.Group>

              <div className="task-details__priority">
                <span className="form-label d-block" id={`task-${id}-priority-label`}>
                  {t('tasks.details.priority')}
                </span>
                <ToggleButtonGroup
                  type="radio"
                  name={`task-${id}-priority`}
                  value={task.priority}
                  aria-labelledby={`task-${id}-priority-label`}
                  onChange={(priority: TaskPriority) =>
                    save(
                      { priority },
                      t('tasks.toast.prioritySet', {
                        priority: t(`tasks.priority.${PRIORITY_KEYS[priority]}`),
                      }),
                    )
                  }
                >
                  {PRIORITIES.map((priority) => (
                    <ToggleButton
                      key={priority}
                      id={`task-${id}-priority-${priority}`}
                      value={priority}
                      size="sm"
                      variant={priority === 2 ? 'outline-danger' : 'outline-secondary'}
                    >
                      {t(`tasks.priority.${PRIORITY_KEYS[priority]}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </div>
            </div>

            <div className="mb-3">
              <span className="form-label d-block" id={`task-${id}-tags-label`}>
                {t('tasks.details.tags')}
              </span>
              <TagPicker
                ns="tasks"
                tags={tags}
                value={task.tags}
                onChange={(next) =>
                  save(
                    { tags: next },
                    next.length > task.tags.length
                      ? t('tasks.toast.tagAdded')
                      : t('tasks.toast.tagRemoved'),
                  )
                }
                onManage={onManageTags}
                invalid={!!fieldErrors.tags}
                labelId={`task-${id}-tags-label`}
              />
              {error('tags')}
            </div>

            <Form.Group className="mb-3">
              <Form.Label htmlFor={`task-${id}-assignee`}>{t('tasks.details.assignee')}</Form.Label>
              <RecordSelect<TaskAssignee>
                inputId={`task-${id}-assignee`}
                value={task.assignedTo ? (assignee.data ?? null) : null}
                onChange={(account) => {
                  // The chosen account names the field at once, before the save answers.
                  if (account) queryClient.setQueryData(tasksKeys.assignee(account.id), account);
                  save(
                    { assignedTo: account?.id ?? null },
                    account
                      ? t('tasks.toast.assigned', { name: account.name })
                      : t('tasks.toast.unassigned'),
                  );
                }}
                loadOptions={loadAssignees}
                getOptionValue={(account) => account.id}
                getOptionLabel={(account) => account.name}
                formatOption={(account) => (
                  <span>
                    {account.name}
                    <span className="d-block small text-body-secondary">{account.email}</span>
                  </span>
                )}
                placeholder={t('tasks.details.assigneePlaceholder')}
                isClearable
                isInvalid={!!fieldErrors.assignedTo}
              />
              {error('assignedTo')}
            </Form.Group>

            <section className="task-details__subtasks" aria-labelledby={`task-${id}-sub-label`}>
              <h3 className="form-label fs-6 mb-2" id={`task-${id}-sub-label`}>
                {t('tasks.details.subTasks')}
                {task.subTasks.length > 0 && (
                  <span className="text-body-secondary fw-normal ms-2">
                    {t('tasks.subTasksCount', {
                      done: task.subTasks.filter((subTask) => subTask.completed).length,
                      count: task.subTasks.length,
                    })}
                  </span>
                )}
              </h3>
              {task.subTasks.length === 0 ? (
                <p className="small text-body-secondary mb-2">{t('tasks.details.noSubTasks')}</p>
              ) : (
                <ul className="list-unstyled mb-2">
                  {task.subTasks.map((subTask) => (
                    <li key={subTask.id} className="task-subtask">
                      <Form.Check
                        id={`subtask-${subTask.id}`}
                        className={`task-subtask__check${subTask.completed ? ' is-completed' : ''}`}
                        checked={subTask.completed}
                        label={subTask.title}
                        onChange={() =>
                          setSubTasks(
                            task.subTasks.map((one) =>
                              one.id === subTask.id ? { ...one, completed: !one.completed } : one,
                            ),
                            t(
                              subTask.completed
                                ? 'tasks.toast.subTaskReopened'
                                : 'tasks.toast.subTaskDone',
                              { title: subTask.title },
                            ),
                          )
                        }
                      />
                      <Button
                        size="sm"
                        variant="link"
                        className="task-subtask__remove"
                        onClick={() =>
                          setSubTasks(
                            task.subTasks.filter((one) => one.id !== subTask.id),
                            t('tasks.toast.subTaskRemoved', { title: subTask.title }),
                          )
                        }
                        aria-label={t('tasks.actions.removeSubTask', { title: subTask.title })}
                        title={t('tasks.actions.removeSubTask', { title: subTask.title })}
                      >
                        <i className="bi bi-x-lg" aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <Form onSubmit={addSubTask} className="d-flex gap-2">
                <Form.Control
                  size="sm"
                  value={newSubTask}
                  maxLength={TITLE_MAX}
                  onChange={(event) => setNewSubTask(event.target.value)}
                  placeholder={t('tasks.details.newSubTask')}
                  aria-label={t('tasks.details.newSubTask')}
                  isInvalid={!!fieldErrors.subTasks}
                />
                <Button
                  type="submit"
                  size="sm"
                  variant="outline-primary"
                  disabled={!newSubTask.trim()}
                >
                  {t('tasks.actions.addSubTask')}
                </Button>
              </Form>
              {error('subTasks')}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
