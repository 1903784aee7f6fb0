import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { Note, NoteTask } from '../api/notes-api';
import { NoteImage } from './NoteImage';

const MAX_TASKS_SHOWN = 6;

/** One note in the masonry: its picture, title, text, checklist, reminder and labels. */
export function NoteCard({
  note,
  now,
  onOpen,
  onToggleTask,
}: {
  note: Note;
  /** The time a reminder is overdue after (ms). */
  now: number;
  onOpen: (note: Note) => void;
  /** Ticks or unticks a checklist line from the card. */
  onToggleTask: (note: Note, task: NoteTask) => void;
}) {
  const { t, i18n } = useTranslation();
  const tasks = note.tasks ?? [];
  const done = tasks.filter((task) => task.completed).length;
  const name = note.title.trim() || t('notes.untitled');
  const overdue = !!note.reminder && new Date(note.reminder).getTime() < now;
  return (
    <article className="note-card" data-testid="note-card">
      {note.image && <NoteImage url={note.image} className="note-card__image" />}
      <div className="note-card__body">
        <h2 className="note-card__title">
          <button
            type="button"
            className="note-card__open stretched-link"
            onClick={() => onOpen(note)}
            aria-label={t('notes.open', { title: name })}
          >
            {note.title.trim() || (
              <span className="text-body-secondary fst-italic">{t('notes.untitled')}</span>
            )}
          </button>
        </h2>
        {note.content && <p className="note-card__content">{note.content}</p>}
        {tasks.length > 0 && (
          <>
            <ul className="note-card__tasks">
              {tasks.slice(0, MAX_TASKS_SHOWN).map((task) => (
                <li key={task.id} className={task.completed ? 'is-done' : undefined}>
                  <Form.Check
                    type="checkbox"
                    id={`note-${note.id}-task-${task.id}`}
                    className="note-card__check"
                    checked={task.completed}
                    label={task.content}
                    onChange={() => onToggleTask(note, task)}
                  />
                </li>
              ))}
            </ul>
            <p className="note-card__meta">
              {t('notes.task.progress', { done, count: tasks.length })}
            </p>
          </>
        )}
        {(note.reminder || note.labels.length > 0) && (
          <div className="note-card__chips">
            {note.reminder && (
              <span className={`note-chip${overdue ? ' note-chip--overdue' : ''}`}>
                <i className="bi bi-alarm" aria-hidden="true" />
                <span className="visually-hidden">{t('notes.reminder.label')}: </span>
                {formatDateTime(note.reminder, i18n.language)}
              </span>
            )}
            {note.labels.map((label) => (
              <span key={label.id} className="note-chip">
                {label.title}
              </span>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
