import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Note, NoteLabel } from '../api/notes-api';
import { filterNotes, filterPath, type NotesFilter } from '../lib/filters';

/** The views of the notes (each a link) and the labels, with how many notes each shows. */
export function NotesSidebar({
  notes,
  labels,
  onManageLabels,
  onNavigate,
}: {
  notes: readonly Note[] | undefined;
  labels: readonly NoteLabel[] | undefined;
  onManageLabels: () => void;
  /** Called when a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const count = (filter: NotesFilter) =>
    notes ? filterNotes(notes, filter, '').length : undefined;
  const link = (filter: NotesFilter, icon: string, text: string) => {
    const n = count(filter);
    return (
      <li key={filterPath(filter)}>
        <NavLink
          to={filterPath(filter)}
          end
          className={({ isActive }) => `notes-nav__link${isActive ? ' active' : ''}`}
          onClick={onNavigate}
        >
          <i className={`bi ${icon}`} aria-hidden="true" />
          <span className="notes-nav__text">{text}</span>
          {n !== undefined && (
            <span className="notes-nav__count">
              <span className="visually-hidden">, </span>
              {t('notes.count', { count: n })}
            </span>
          )}
        </NavLink>
      </li>
    );
  };
  return (
    <nav className="notes-nav" aria-label={t('notes.nav.label')}>
      <ul className="notes-nav__list">
        {link({ kind: 'notes' }, 'bi-lightbulb', t('notes.nav.notes'))}
        {link({ kind: 'reminders' }, 'bi-alarm', t('notes.nav.reminders'))}
        {link({ kind: 'archived' }, 'bi-archive', t('notes.nav.archived'))}
      </ul>
      <div className="notes-nav__heading">
        <h2 className="notes-nav__title">{t('notes.nav.labels')}</h2>
        <Button
          size="sm"
          variant="link"
          className="notes-nav__manage"
          onClick={onManageLabels}
          title={t('notes.tags.manage')}
        >
          <i className="bi bi-pencil me-1" aria-hidden="true" />
          {t('notes.nav.editLabels')}
        </Button>
      </div>
      {labels && labels.length === 0 ? (
        <p className="small text-body-secondary px-3 mb-0">{t('notes.nav.noLabels')}</p>
      ) : (
        <ul className="notes-nav__list">
          {(labels ?? []).map((label) =>
            link({ kind: 'label', labelId: label.id }, 'bi-tag', label.title),
          )}
        </ul>
      )}
    </nav>
  );
}
