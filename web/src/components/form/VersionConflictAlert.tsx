import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/**
 * Above an edit form whose save someone else's change got in the way of: what changed, and
 * the two ways on (take their version, losing these edits; or save these edits over it).
 */
export function VersionConflictAlert({
  title,
  changed,
  deleted,
  onReload,
  onOverwrite,
}: {
  /** What was changed, when it is not a record (the side menu); the record's words else. */
  title?: string;
  /** The names of the fields someone else changed, as the form labels them. */
  changed: readonly string[];
  deleted: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert variant="warning" role="alert" className="d-flex gap-2" data-testid="version-conflict">
      <i className="bi bi-people-fill" aria-hidden="true" />
      <div className="flex-grow-1">
        <div className="fw-semibold">
          {deleted ? t('versionConflict.deletedTitle') : (title ?? t('versionConflict.title'))}
        </div>
        {!deleted && changed.length > 0 && (
          <div className="small">
            {t('versionConflict.changed', { fields: changed.join(', ') })}
          </div>
        )}
        <div className="small">{t('versionConflict.nothingSaved')}</div>
        <div className="d-flex flex-wrap gap-2 mt-2">
          {!deleted && (
            <Button size="sm" variant="outline-secondary" onClick={onReload}>
              {t('versionConflict.reload')}
            </Button>
          )}
          <Button size="sm" variant="warning" onClick={onOverwrite}>
            {deleted ? t('versionConflict.saveAgain') : t('versionConflict.overwrite')}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
