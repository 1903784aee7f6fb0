import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { TagPicker } from '../../../components/tags/TagPicker';
import { type Note, type NoteLabel, useCreateNote, useUpdateNote } from '../api/notes-api';
import {
  draftOf,
  emptyDraft,
  fromLocalInput,
  hasContent,
  inputOf,
  isDirty,
  type NoteDraft,
  newTaskKey,
  toLocalInput,
} from '../lib/draft';
import { ImageFileError, imageFileToDataUrl } from '../lib/image-file';
import { NoteImage } from './NoteImage';
import { escapeFromClosedMenu } from '../../../components/tags/menu-escape';

export type Notify = (variant: 'success' | 'danger' | 'info', text: string) => void;

export interface NoteDialogProps {
  /** The note to edit; null for a new one. */
  note: Note | null;
  /** Hidden (not closed) while the labels are managed on top of it. */
  show: boolean;
  labels: readonly NoteLabel[];
  /** A new note's labels (the label being viewed). */
  initialLabels?: string[];
  onClose: () => void;
  /** Delete confirmed: the page takes the note out, with Undo until its toast goes. */
  onDelete: (note: Note) => void;
  onManageLabels: () => void;
  notify: Notify;
}

/** Creates or edits a note: title, text, checklist, picture, reminder, labels, archive. */
export function NoteDialog({
  note,
  show,
  labels,
  initialLabels = [],
  onClose,
  onDelete: deleteNote,
  onManageLabels,
  notify,
}: NoteDialogProps) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const ids = useId();
  const [draft, setDraft] = useState<NoteDraft>(() =>
    note ? draftOf(note) : emptyDraft(initialLabels),
  );
  const [newTask, setNewTask] = useState('');
  const [imageError, setImageError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const newTaskInput = useRef<HTMLInputElement>(null);
  const create = useCreateNote();
  const update = useUpdateNote();
  const busy = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const dirty = isDirty(draft, note);
  const name = note?.title.trim() || t('notes.untitled');

  const change = (patch: Partial<NoteDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setTasks = (tasks: NoteDraft['tasks']) => change({ tasks });

  async function requestClose() {
    if (busy) return;
    if (dirty && (note || hasContent(draft))) {
      const answer = await confirm({
        title: t('notes.discardTitle'),
        message: t('notes.discardMessage'),
        actions: { confirm: { label: t('notes.actions.discard') } },
      });
      if (answer !== 'confirmed') return;
    }
    onClose();
  }

  function addTask() {
    const content = newTask.trim();
    if (!content) return;
    setTasks([...(draft.tasks ?? []), { key: newTaskKey(), content, completed: false }]);
    setNewTask('');
    newTaskInput.current?.focus();
  }

  async function pickImage(file: File | undefined) {
    if (!file) return;
    setImageError(null);
    try {
      change({ image: await imageFileToDataUrl(file) });
    } catch (error) {
      setImageError(
        error instanceof ImageFileError && error.reason === 'type'
          ? t('notes.image.wrongType')
          : t('notes.image.tooLarge'),
      );
    }
  }

  function save() {
    const input = inputOf(draft);
    if (note) {
      update.mutate(
        { id: note.id, ...input },
        {
          onSuccess: () => {
            notify(
              'success',
              t('notes.toasts.saved', { title: input.title || t('notes.untitled') }),
            );
            onClose();
          },
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          notify('success', t('notes.toasts.created'));
          onClose();
        },
      });
    }
  }

  function toggleArchive() {
    if (!note) return;
    const archived = !note.archived;
    update.mutate(
      { id: note.id, ...inputOf(draft), archived },
      {
        onSuccess: () => {
          notify(
            'success',
            t(archived ? 'notes.toasts.archived' : 'notes.toasts.unarchived', { title: name }),
          );
          onClose();
        },
      },
    );
  }

  async function onDelete() {
    if (!note) return;
    const answer = await confirm({
      title: t('notes.deleteTitle'),
      message: t('notes.deleteMessage', { title: name }),
      actions: { confirm: { label: t('notes.actions.delete') } },
    });
    if (answer !== 'confirmed') return;
    deleteNote(note);
    onClose();
  }

  const titleId = `${ids}-title`;
  const labelsId = `${ids}-labels`;
  const reminderId = `${ids}-reminder`;

  return (
    <Modal
      show={show}
      onHide={() => void requestClose()}
      onEscapeKeyDown={(event) => {
        if (escapeFromClosedMenu(event)) void requestClose();
      }}
      centered
      scrollable
      size="lg"
      aria-labelledby={titleId}
      className="note-dialog"
    >
      <Form
        noValidate
        className="note-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Modal.Header closeButton closeLabel={t('notes.actions.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {note ? t('notes.dialog.editTitle') : t('notes.dialog.newTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && <ErrorAlert className="mb-3" error={failure} title={t('notes.saveFailed')} />}
          {draft.image && (
            <div className="note-dialog__image">
              <NoteImage url={draft.image} alt={t('notes.image.alt')} />
              <Button
                size="sm"
                variant="light"
                className="note-dialog__image-remove"
                onClick={() => change({ image: null })}
              >
                <i className="bi bi-trash me-1" aria-hidden="true" />
                {t('notes.image.remove')}
              </Button>
            </div>
          )}
          {imageError && <p className="small text-danger">{imageError}</p>}
          <Form.Control
            className="note-dialog__title"
            value={draft.title}
            maxLength={200}
            placeholder={t('notes.fields.title')}
            aria-label={t('notes.fields.title')}
            onChange={(event) => change({ title: event.target.value })}
            autoFocus
          />
          <Form.Control
            as="textarea"
            rows={4}
            className="note-dialog__content mt-2"
            value={draft.content}
            maxLength={20_000}
            placeholder={t('notes.fields.content')}
            aria-label={t('notes.fields.content')}
            onChange={(event) => change({ content: event.target.value })}
          />

          {draft.tasks !== null && (
            <fieldset className="note-dialog__tasks mt-3">
              <legend className="h6 mb-2">{t('notes.task.legend')}</legend>
              <ul className="list-unstyled mb-2">
                {draft.tasks.map((task, index) => (
                  <li key={task.key} className="note-task">
                    <Form.Check
                      type="checkbox"
                      id={`${ids}-task-${task.key}`}
                      checked={task.completed}
                      aria-label={task.content || t('notes.task.item', { n: index + 1 })}
                      onChange={(event) =>
                        setTasks(
                          draft.tasks!.map((one) =>
                            one.key === task.key
                              ? { ...one, completed: event.target.checked }
                              : one,
                          ),
                        )
                      }
                    />
                    <Form.Control
                      size="sm"
                      className={`note-task__text${task.completed ? ' is-done' : ''}`}
                      value={task.content}
                      maxLength={500}
                      aria-label={t('notes.task.itemText', { n: index + 1 })}
                      onChange={(event) =>
                        setTasks(
                          draft.tasks!.map((one) =>
                            one.key === task.key ? { ...one, content: event.target.value } : one,
                          ),
                        )
                      }
                    />
                    <Button
                      size="sm"
                      variant="link"
                      className="text-body-secondary"
                      aria-label={t('notes.task.remove', {
                        task: task.content || t('notes.task.item', { n: index + 1 }),
                      })}
                      title={t('notes.task.removeShort')}
                      onClick={() => setTasks(draft.tasks!.filter((one) => one.key !== task.key))}
                    >
                      <i className="bi bi-x-lg" aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
              <div className="d-flex gap-2">
                <Form.Control
                  ref={newTaskInput}
                  size="sm"
                  value={newTask}
                  maxLength={500}
                  placeholder={t('notes.task.add')}
                  aria-label={t('notes.task.add')}
                  onChange={(event) => setNewTask(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      addTask();
                    }
                  }}
                />
                <Button size="sm" variant="outline-primary" onClick={addTask}>
                  {t('notes.actions.add')}
                </Button>
              </div>
            </fieldset>
          )}

          <div className="row g-3 mt-1">
            <Form.Group className="col-sm-6" controlId={reminderId}>
              <Form.Label className="small fw-semibold mb-1">
                <i className="bi bi-alarm me-1" aria-hidden="true" />
                {t('notes.reminder.label')}
              </Form.Label>
              <div className="d-flex gap-2">
                <Form.Control
                  type="datetime-local"
                  size="sm"
                  value={toLocalInput(draft.reminder)}
                  onChange={(event) => change({ reminder: fromLocalInput(event.target.value) })}
                />
                {draft.reminder && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => change({ reminder: null })}
                  >
                    {t('notes.reminder.clear')}
                  </Button>
                )}
              </div>
            </Form.Group>
            <div className="col-sm-6">
              <p id={labelsId} className="small fw-semibold mb-1">
                <i className="bi bi-tags me-1" aria-hidden="true" />
                {t('notes.fields.labels')}
              </p>
              <TagPicker
                ns="notes"
                tags={labels}
                value={draft.labels}
                onChange={(next) => change({ labels: next })}
                onManage={onManageLabels}
                labelId={labelsId}
              />
            </div>
          </div>

          <div className="note-dialog__tools mt-3">
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => setTasks(draft.tasks === null ? [] : null)}
            >
              <i
                className={`bi ${draft.tasks === null ? 'bi-ui-checks' : 'bi-x-square'} me-1`}
                aria-hidden="true"
              />
              {draft.tasks === null ? t('notes.task.addList') : t('notes.task.removeList')}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => fileInput.current?.click()}
            >
              <i className="bi bi-image me-1" aria-hidden="true" />
              {draft.image ? t('notes.image.replace') : t('notes.image.add')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-label={t('notes.image.add')}
              data-testid="note-image-input"
              onChange={(event) => {
                void pickImage(event.currentTarget.files?.[0]);
                event.currentTarget.value = '';
              }}
            />
          </div>
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <div className="d-flex gap-2">
            {note && (
              <>
                <Button variant="outline-secondary" onClick={toggleArchive} disabled={busy}>
                  <i
                    className={`bi ${note.archived ? 'bi-box-arrow-up' : 'bi-archive'} me-1`}
                    aria-hidden="true"
                  />
                  {note.archived ? t('notes.actions.unarchive') : t('notes.actions.archive')}
                </Button>
                <Button variant="outline-danger" onClick={() => void onDelete()} disabled={busy}>
                  <i className="bi bi-trash me-1" aria-hidden="true" />
                  {t('notes.actions.delete')}
                </Button>
              </>
            )}
          </div>
          <div className="d-flex gap-2">
            <Button variant="outline-secondary" onClick={() => void requestClose()} disabled={busy}>
              {t('notes.actions.cancel')}
            </Button>
            <Button type="submit" disabled={busy || (note ? !dirty : !hasContent(draft))}>
              {(create.isPending || update.isPending) && (
                <Spinner size="sm" className="me-1" aria-hidden="true" />
              )}
              {note ? t('notes.actions.save') : t('notes.actions.create')}
            </Button>
          </div>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
