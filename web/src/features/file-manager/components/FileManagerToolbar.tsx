import Button from 'react-bootstrap/Button';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { FolderListing } from '../api/file-manager';
import type { ViewMode } from '../hooks/useViewMode';
import { FolderBreadcrumb } from './FolderBreadcrumb';

/** Above the items: where we are, what it holds, the view switch, new folder and upload. */
export function FileManagerToolbar({
  path,
  listing,
  view,
  onView,
  onNewFolder,
  onChooseFiles,
}: {
  path: FolderListing['path'];
  /** The open folder's listing; undefined while it loads (the actions wait). */
  listing: FolderListing | undefined;
  view: ViewMode;
  onView: (view: ViewMode) => void;
  onNewFolder: () => void;
  /** Opens the file chooser of the upload. */
  onChooseFiles: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="fm-toolbar">
      <FolderBreadcrumb path={path} />
      <div className="fm-toolbar__actions">
        {listing && (
          <span className="fm-counts" data-testid="fm-counts">
            {t('fileManager.counts.folders', { count: listing.folders.length })}
            <span aria-hidden="true"> · </span>
            {t('fileManager.counts.files', { count: listing.files.length })}
          </span>
        )}
        <ToggleButtonGroup
          type="radio"
          name="fm-view"
          size="sm"
          value={view}
          onChange={onView}
          aria-label={t('fileManager.view.label')}
        >
          <ToggleButton
            id="fm-view-grid"
            value="grid"
            variant="outline-secondary"
            title={t('fileManager.view.grid')}
          >
            <i className="bi bi-grid-3x3-gap" aria-hidden="true" />
            <span className="visually-hidden">{t('fileManager.view.grid')}</span>
          </ToggleButton>
          <ToggleButton
            id="fm-view-list"
            value="list"
            variant="outline-secondary"
            title={t('fileManager.view.list')}
          >
            <i className="bi bi-list-ul" aria-hidden="true" />
            <span className="visually-hidden">{t('fileManager.view.list')}</span>
          </ToggleButton>
        </ToggleButtonGroup>
        <Button size="sm" variant="outline-primary" onClick={onNewFolder} disabled={!listing}>
          <i className="bi bi-folder-plus me-sm-2" aria-hidden="true" />
          <span className="d-none d-sm-inline">{t('fileManager.actions.newFolder')}</span>
          <span className="visually-hidden d-sm-none">{t('fileManager.actions.newFolder')}</span>
        </Button>
        <Button size="sm" onClick={onChooseFiles} disabled={!listing}>
          <i className="bi bi-upload me-sm-2" aria-hidden="true" />
          <span className="d-none d-sm-inline">{t('fileManager.actions.upload')}</span>
          <span className="visually-hidden d-sm-none">{t('fileManager.actions.upload')}</span>
        </Button>
      </div>
    </div>
  );
}
