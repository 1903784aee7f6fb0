import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/data-table/EmptyState';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ApiError } from '../../../lib/api/errors';
import type { FileItem, FolderListing } from '../api/file-manager';
import type { ViewMode } from '../hooks/useViewMode';
import { ItemGrid } from './ItemGrid';
import { ItemTable } from './ItemTable';

function GridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Placeholder as="div" animation="glow" className="mb-3">
        <Placeholder xs={2} size="sm" />
      </Placeholder>
      <ul className="fm-grid" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="fm-card fm-card--skeleton">
            <Placeholder as="div" animation="glow" className="fm-card__main">
              <Placeholder className="fm-skeleton-icon" />
              <Placeholder xs={8} size="sm" />
              <Placeholder xs={4} size="xs" />
            </Placeholder>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the open folder shows: its items as a grid or a list, skeletons while it loads,
 * a way on when it is empty, missing (a stale link) or failed to load.
 */
export function FolderContent({
  listing,
  error,
  retrying,
  onRetry,
  view,
  selectedId,
  onSelect,
  onNewFolder,
  onChooseFiles,
}: {
  /** The open folder's listing; undefined while it loads or when it failed. */
  listing: FolderListing | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  view: ViewMode;
  selectedId: string | null;
  onSelect: (item: FileItem) => void;
  onNewFolder: () => void;
  onChooseFiles: () => void;
}) {
  const { t } = useTranslation();
  if (error && !listing) {
    return error instanceof ApiError && error.statusCode === 404 ? (
      <EmptyState
        icon="bi-folder-x"
        title={t('fileManager.notFound.title')}
        hint={t('fileManager.notFound.text')}
        action={
          <Link to="?" className="btn btn-primary btn-sm">
            <i className="bi bi-hdd-stack me-2" aria-hidden="true" />
            {t('fileManager.notFound.action')}
          </Link>
        }
      />
    ) : (
      <ErrorAlert
        error={error}
        title={t('fileManager.loadFailed')}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  if (!listing) return <GridSkeleton />;
  if (listing.folders.length + listing.files.length === 0) {
    return (
      <EmptyState
        icon="bi-folder2-open"
        title={t('fileManager.empty.title')}
        hint={t('fileManager.empty.text')}
        action={
          <div className="d-flex gap-2 justify-content-center">
            <Button size="sm" variant="outline-primary" onClick={onNewFolder}>
              <i className="bi bi-folder-plus me-2" aria-hidden="true" />
              {t('fileManager.actions.newFolder')}
            </Button>
            <Button size="sm" onClick={onChooseFiles}>
              <i className="bi bi-upload me-2" aria-hidden="true" />
              {t('fileManager.actions.upload')}
            </Button>
          </div>
        }
      />
    );
  }
  const viewProps = {
    folders: listing.folders,
    files: listing.files,
    path: listing.path,
    selectedId,
    onSelect,
  };
  return view === 'grid' ? <ItemGrid {...viewProps} /> : <ItemTable {...viewProps} />;
}
