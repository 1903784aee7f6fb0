import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/**
 * Above an edit form, before any save: someone else changed (or deleted) the record being
 * edited. Quiet on purpose (read out by the form's polite region, not an alert): the edits
 * stay as typed, and the next save is still checked against their version.
 */
export function ChangedMeanwhileNotice({
  changed,
  deleted,
  onLoad,
  onKeepEditing,
}: {
  /** The names of the fields someone else changed, as the form labels them. */
  changed: readonly string[];
  deleted: boolean;
  onLoad: () => void;
  onKeepEditing: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="info"
      // Not an alert: the region around it reads it out politely.
      role={undefined}
      className="d-flex gap-2 py-2 shadow-sm"
      data-testid="changed-meanwhile"
    >
      <i className={`bi ${deleted ? 'bi-trash3' : 'bi-arrow-repeat'}`} aria-hidden="true" />
      <div className="flex-grow-1 d-flex flex-wrap align-items-center column-gap-3 row-gap-2">
        <div className="flex-grow-1 small">
          {deleted
            ? t('versionConflict.meanwhile.deleted')
            : t('versionConflict.meanwhile.changed', { fields: changed.join(', ') })}
        </div>
        {/* Links in the notice's own colour: quiet, and legible on it in both schemes. */}
        <div className="d-flex flex-wrap column-gap-3">
          {!deleted && (
            <Button
              size="sm"
              variant="link"
              className="p-0 text-info-emphasis fw-semibold"
              onClick={onLoad}
            >
              {t('versionConflict.meanwhile.load')}
            </Button>
          )}
          <Button
            size="sm"
            variant="link"
            className="p-0 text-info-emphasis"
            onClick={onKeepEditing}
          >
            {t('versionConflict.meanwhile.keepEditing')}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
