import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../components/toasts/useDelayedDelete';
import { BREAKPOINTS } from '../../../lib/breakpoints';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import {
  type Note,
  type NoteTask,
  notesQueries,
  useDeleteNote,
  useToggleNoteTask,
} from '../api/notes-api';
import { LabelManager } from '../components/LabelManager';
import { NoteCard } from '../components/NoteCard';
import { NoteDialog } from '../components/NoteDialog';
import { NotesSidebar } from '../components/NotesSidebar';
import { filterNotes, filterOf, type NotesFilter } from '../lib/filters';
import '../components/notes.css';

type Dialog = { kind: 'new' } | { kind: 'edit'; id: string } | null;

function LoadingCards() {
  const { t } = useTranslation();
  return (
    <div className="notes-masonry" aria-busy="true">
      {[7, 4, 9, 5, 6, 8].map((lines, index) => (
        <div key={index} className="note-card placeholder-glow" aria-hidden="true">
          <div className="note-card__body">
            <span className="placeholder col-7 d-block mb-3 rounded" />
            {Array.from({ length: lines }, (_, line) => (
              <span key={line} className="placeholder col-12 d-block mb-2 rounded-1" />
            ))}
          </div>
        </div>
      ))}
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/**
 * apps/notes: the account's notes as a masonry of cards, filtered by the side panel (the
 * notes, reminders, the archive, a label: each its own path) and the search (`?q=`).
 * Below the md breakpoint the panel is a drawer.
 */
export function NotesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { labelId } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const filter: NotesFilter = useMemo(() => filterOf(pathname, labelId), [pathname, labelId]);
  const notes = useQuery(notesQueries.list());
  const labels = useQuery(notesQueries.labels());
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
  const [panelOpen, setPanelOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [managing, setManaging] = useState(false);
  const { notices, notify, dismiss } = useNotices();
  // Reminders before this moment show as overdue.
  const [now] = useState(() => Date.now());
  const toggleTask = useToggleNoteTask();

  function onToggleTask(note: Note, task: NoteTask) {
    const completed = !task.completed;
    toggleTask.mutate(
      { note, taskId: task.id },
      {
        onSuccess: () =>
          notify(
            'success',
            t(completed ? 'notes.toasts.taskDone' : 'notes.toasts.taskOpen', {
              task: task.content,
            }),
          ),
        onError: () => notify('danger', t('notes.toasts.taskFailed', { task: task.content })),
      },
    );
  }

  const remove = useDeleteNote();
  const titleOf = (note: Note) => note.title.trim() || t('notes.untitled');
  const deletes = useDelayedDelete<Note>({
    notify,
    remove: (note) => remove.mutateAsync(note.id),
    deletedText: (note) => t('notes.toasts.deleted', { title: titleOf(note) }),
    restoredText: (note) => t('notes.toasts.restored', { title: titleOf(note) }),
    onFailed: (note, error) =>
      notify(
        'danger',
        t('notes.toasts.deleteFailed', {
          title: titleOf(note),
          reason: error instanceof Error ? error.message : String(error),
        }),
      ),
  });
  // Without the notes whose delete waits for its Undo to go.
  const { without } = deletes;
  const allNotes = useMemo(() => without(notes.data), [without, notes.data]);
  const shown = useMemo(
    () => (allNotes ? filterNotes(allNotes, filter, search) : []),
    [allNotes, filter, search],
  );
  const label =
    filter.kind === 'label' ? labels.data?.find((one) => one.id === filter.labelId) : undefined;
  const viewTitle =
    filter.kind === 'label'
      ? (label?.title ?? t('notes.nav.unknownLabel'))
      : t(`notes.nav.${filter.kind}`);
  const editing: Note | undefined =
    dialog?.kind === 'edit' ? allNotes?.find((note) => note.id === dialog.id) : undefined;

  const onSearch = (query: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  const sidebar = (
    <NotesSidebar
      notes={allNotes}
      labels={labels.data}
      onManageLabels={() => {
        setPanelOpen(false);
        setManaging(true);
      }}
      onNavigate={() => setPanelOpen(false)}
    />
  );

  let body;
  if (notes.isPending) {
    body = <LoadingCards />;
  } else if (notes.isError) {
    body = (
      <ErrorAlert
        error={notes.error}
        title={t('notes.loadFailed')}
        onRetry={() => void notes.refetch()}
        retrying={notes.isFetching}
      />
    );
  } else if (shown.length === 0) {
    body = (
      <div className="notes-empty">
        <i
          className={`bi ${filter.kind === 'archived' ? 'bi-archive' : 'bi-journal-text'} notes-empty__icon`}
          aria-hidden="true"
        />
        <p className="fw-semibold mb-1">
          {search ? t('notes.empty.searchTitle') : t(`notes.empty.${filter.kind}Title`)}
        </p>
        <p className="small text-body-secondary mb-0">
          {search ? t('notes.empty.search', { query: search }) : t(`notes.empty.${filter.kind}`)}
        </p>
      </div>
    );
  } else {
    body = (
      <div className="notes-masonry" data-testid="notes-masonry">
        {shown.map((note) => (
          <NoteCard
            key={note.id}
            note={note}
            now={now}
            onToggleTask={onToggleTask}
            onOpen={(one) => setDialog({ kind: 'edit', id: one.id })}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end justify-content-between gap-3">
        <div>
          <h1 className="page-header__title">{t('routes.notes')}</h1>
          <p className="text-body-secondary mb-0 mt-1" aria-live="polite">
            {viewTitle}
            {notes.data && (
              <>
                <span aria-hidden="true"> · </span>
                {t('notes.count', { count: shown.length })}
              </>
            )}
          </p>
        </div>
      </div>

      <div className="notes-app">
        {wide && <aside className="notes-app__panel card">{sidebar}</aside>}
        <section className="notes-app__main" aria-label={viewTitle}>
          <div className="notes-toolbar">
            {!wide && (
              <Button
                variant="outline-secondary"
                onClick={() => setPanelOpen(true)}
                aria-label={t('notes.nav.open')}
                title={t('notes.nav.open')}
              >
                <i className="bi bi-funnel" aria-hidden="true" />
              </Button>
            )}
            <Form.Control
              type="search"
              className="notes-toolbar__search"
              value={search}
              placeholder={t('notes.search')}
              aria-label={t('notes.search')}
              onChange={(event) => onSearch(event.target.value)}
            />
          </div>
          {filter.kind !== 'archived' && (
            <button type="button" className="notes-take" onClick={() => setDialog({ kind: 'new' })}>
              <i className="bi bi-pencil-square" aria-hidden="true" />
              {t('notes.takeNote')}
            </button>
          )}
          {body}
        </section>
      </div>

      {!wide && (
        <Offcanvas
          show={panelOpen}
          onHide={() => setPanelOpen(false)}
          placement="start"
          className="notes-offcanvas"
          aria-labelledby="notes-offcanvas-title"
        >
          <Offcanvas.Header closeButton closeLabel={t('notes.actions.close')}>
            <Offcanvas.Title id="notes-offcanvas-title" as="h2" className="h5">
              {t('routes.notes')}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="p-0">{sidebar}</Offcanvas.Body>
        </Offcanvas>
      )}

      {(dialog?.kind === 'new' || editing) && (
        <NoteDialog
          key={editing?.id ?? 'new'}
          note={editing ?? null}
          show={!managing}
          labels={labels.data ?? []}
          initialLabels={filter.kind === 'label' ? [filter.labelId] : []}
          onClose={() => setDialog(null)}
          onDelete={deletes.start}
          onManageLabels={() => setManaging(true)}
          notify={notify}
        />
      )}
      <LabelManager show={managing} onHide={() => setManaging(false)} notify={notify} />
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { NotesPage as Component };
