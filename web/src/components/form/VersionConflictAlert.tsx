import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/errors';

/** The record as it is now, when a save was refused because someone else changed it. */
export interface VersionConflict<T> {
  /** Undefined when the record was deleted meanwhile, or when the refusal did not carry it. */
  current: T | undefined;
  deleted: boolean;
}

/** The conflict a failed save ran into, or undefined when it failed for another reason. */
export function versionConflictOf<T>(error: unknown): VersionConflict<T> | undefined {
  if (!(error instanceof ApiError) || error.code !== 'version-conflict') return undefined;
  const deleted = error.currentVersion === null;
  return { current: deleted ? undefined : (error.current as T | undefined), deleted };
}

/** The fields whose values differ between the record as read and as it is now. */
export function changedFields<T extends object, K extends keyof T>(
  read: T,
  now: T,
  fields: readonly K[],
): K[] {
  return fields.filter((field) => JSON.stringify(read[field]) !== JSON.stringify(now[field]));
}

/**
 * Above an edit form whose save someone else's change got in the way of: what changed, and
 * the two ways on (take their version, losing these edits; or save these edits over it).
 */
export function VersionConflictAlert({
  changed,
  deleted,
  onReload,
  onOverwrite,
}: {
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
          {deleted ? t('versionConflict.deletedTitle') : t('versionConflict.title')}
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
